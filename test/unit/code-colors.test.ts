import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { codeColorsCss, tokenColorClasses } from '@/lib/content/markdown/code-colors';

const token = (text: string, style: string): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { style },
  children: [{ type: 'text', value: text }],
});

function shikiPre(): Element {
  const line: Element = {
    type: 'element',
    tagName: 'span',
    properties: { className: ['line'] },
    children: [
      token('SELECT', 'color:#A0111F;--shiki-dark:#F97583'),
      token(' total ', 'color:#0E1116;--shiki-dark:#E1E4E8'),
      token('FROM', 'color:#A0111F;--shiki-dark:#F97583'),
      token('x', 'color:#A0111F;font-style:italic'),
    ],
  };
  return {
    type: 'element',
    tagName: 'pre',
    properties: { className: ['shiki'], style: 'background-color:#ffffff;--shiki-dark-bg:#24292e;color:#0e1116;--shiki-dark:#e1e4e8' },
    children: [{ type: 'element', tagName: 'code', properties: {}, children: [line] }],
  };
}

describe('tokenColorClasses', () => {
  const pre = shikiPre();
  tokenColorClasses(pre);
  const html = toHtml(pre);

  it('turns colour-pair styles into classes and drops the span of a token in the block colours', () => {
    expect(html).toContain(
      '<span class="line"><span class="hl-a0111f-f97583">SELECT</span> total <span class="hl-a0111f-f97583">FROM</span>',
    );
  });

  it('keeps the block style and any token style that is more than a colour pair', () => {
    expect(html).toContain('style="background-color:#ffffff;--shiki-dark-bg:#24292e;color:#0e1116;--shiki-dark:#e1e4e8"');
    expect(html).toContain('<span style="color:#A0111F;font-style:italic">x</span>');
  });
});

describe('codeColorsCss', () => {
  it('writes one light and one dark rule per class used, once each, in a stable order', () => {
    const css = codeColorsCss([
      '<span class="hl-a0111f-f97583">a</span><span class="hl-032563-9ecbff">b</span>',
      '<span class="x hl-a0111f-f97583">c</span>',
    ]);
    expect(css).toBe(
      [
        ".hl-032563-9ecbff{color:#032563}[data-theme='dark'] .hl-032563-9ecbff{color:#9ecbff}",
        ".hl-a0111f-f97583{color:#a0111f}[data-theme='dark'] .hl-a0111f-f97583{color:#f97583}",
      ].join('\n'),
    );
    expect(codeColorsCss(['<p>no code</p>'])).toBe('');
  });
});
