import type { Highlighter } from 'shiki';
import { resolveLink } from '@/lib/content/links';
import { renderMarkdown } from '@/lib/content/markdown/render';
import { API_REFERENCE_ROUTE } from './document';

/**
 * Renders the document's descriptions as the docs' Markdown is rendered, by the same pipeline:
 * GFM, highlighted code, raw HTML dropped (it never reaches the page), and the build fails on a
 * javascript:, vbscript:, data: or file: link, naming the description it is in.
 */
export function apiMarkdownRenderer(highlighter: Highlighter): (text: string, where: string) => string {
  const rendered = new Map<string, string>();
  const origin = { route: API_REFERENCE_ROUTE, relativePath: 'oss/wren_engine_api.md', routeOfFile: () => undefined };
  return (text, where) => {
    let html = rendered.get(text);
    if (html === undefined) {
      html = renderMarkdown(highlighter, {
        file: `openapi/wren-engine.json (${where})`,
        body: text,
        mdx: false,
        bodyStartLine: 1,
        resolveLink: (written) => resolveLink(written, origin),
      }).html;
      rendered.set(text, html);
    }
    return html;
  };
}
