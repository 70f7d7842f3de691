import { describe, expect, it } from 'vitest';
import { codeColorsCss } from '@/lib/content/markdown/code-colors';
import { codeStyles, getHighlighter } from '@/lib/content/markdown/highlight';
import { codeFigureHtml } from '@/lib/content/markdown/rehype-code';

describe('code colours', () => {
  it('gives tokens classes and no inline style, and drops the span of a token in the plain text colours', async () => {
    const html = codeFigureHtml(await getHighlighter(), 'SELECT total FROM orders', 'sql');
    expect(html).not.toContain('style=');
    const keyword = /<span class="(hl-[a-z0-9]+)">SELECT<\/span>/.exec(html)?.[1];
    expect(keyword).toBeDefined();
    expect(html).toContain(`</span> total <span class="${keyword}">FROM</span> orders</span>`);
    const css = codeColorsCss(codeStyles.getClassRegistry() as Map<string, string>);
    expect(css).toContain(`.${keyword}{--shiki-light:#A0111F;--shiki-dark:#F97583}`);
  });

  it('writes one rule per class, in a stable order, after the rules that pick the theme', () => {
    const css = codeColorsCss([
      ['hl-b', { '--shiki-light': '#032563', '--shiki-dark': '#9ECBFF' }],
      ['hl-a', 'color:red'],
    ]).split('\n');
    expect(css[0]).toBe(
      '.shiki,.shiki span{color:var(--shiki-light);font-style:var(--shiki-light-font-style);font-weight:var(--shiki-light-font-weight)}',
    );
    expect(css[1]).toContain("[data-theme='dark'] .shiki span{color:var(--shiki-dark);");
    expect(css.slice(2)).toEqual(['.hl-a{color:red}', '.hl-b{--shiki-light:#032563;--shiki-dark:#9ECBFF}']);
  });
});
