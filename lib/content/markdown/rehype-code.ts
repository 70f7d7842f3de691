import type { Root, Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Highlighter } from 'shiki';
import { toString } from 'hast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import { ContentError } from '@/lib/content/errors';
import { parseCodeMeta } from './code-meta';
import { CODE_LANGUAGES, highlightOptions } from './highlight';
import type { RenderContext } from './context';

export interface CodeBlock {
  lang: string;
  flags: string[];
  title?: string;
  code: string;
  line?: number;
}

/**
 * Highlights every fenced block at build time and wraps it in a figure with an optional title and
 * a copy button, so the browser receives coloured HTML and no highlighter.
 */
export function rehypeCode(highlighter: Highlighter, context: RenderContext, blocks: CodeBlock[]) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code) return;
      const className = (code.properties.className as string[] | undefined) ?? [];
      const lang = className.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      const grammar = CODE_LANGUAGES[lang.toLowerCase()];
      if (!grammar) {
        throw new ContentError(
          context.file,
          `unknown code language '${lang}' (known: ${Object.keys(CODE_LANGUAGES).join(', ')})`,
          context.line(node),
        );
      }
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const text = toString(code).replace(/\n$/, '');
      blocks.push({ lang: lang.toLowerCase(), flags: meta.flags, title: meta.title, code: text, line: context.line(node) });
      parent.children[index] = codeFigure(highlighter, text, grammar, lang.toLowerCase(), meta.title);
      return SKIP;
    });
  };
}

/**
 * A highlighted code block: a figure with an optional title, the coloured <pre>, its language and a copy
 * button. The title, the language and the button share a bar above the code (doc-page.css), so the button
 * never lies over a line of it.
 */
export function codeFigure(highlighter: Highlighter, code: string, grammar: string, language: string, title?: string): Element {
  const pre = highlighter.codeToHast(code, highlightOptions(grammar)).children[0] as Element;
  const children: ElementContent[] = [];
  if (title)
    children.push({
      type: 'element',
      tagName: 'figcaption',
      properties: { className: ['code-title'] },
      children: [{ type: 'text', value: title }],
    });
  children.push(pre);
  if (language !== 'text')
    children.push({
      type: 'element',
      tagName: 'span',
      properties: { className: ['code-lang'] },
      children: [{ type: 'text', value: language }],
    });
  children.push({
    type: 'element',
    tagName: 'button',
    properties: { type: 'button', className: ['copy-button'], dataCopy: '', ariaLabel: 'Copy code to clipboard' },
    children: [{ type: 'text', value: 'Copy' }],
  });
  return { type: 'element', tagName: 'figure', properties: { className: ['code-block'], dataLanguage: language }, children };
}

/** The same figure as an HTML string, for pages rendered outside the Markdown pipeline. */
export function codeFigureHtml(highlighter: Highlighter, code: string, language: string, title?: string): string {
  return toHtml(codeFigure(highlighter, code, CODE_LANGUAGES[language] ?? 'text', language, title));
}
