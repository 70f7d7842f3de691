import type { Highlighter } from 'shiki';

/** What the static reference is rendered with: the build's highlighter and its Markdown renderer. */
export interface RenderTools {
  highlighter: Highlighter;
  /** A description as sanitised HTML (lib/openapi/markdown.ts); `where` names it in build errors. */
  markdown: (text: string, where: string) => string;
}

/** A one-paragraph description's HTML without its <p>, for places that take only phrasing content (a <summary>). */
export function inlineHtml(html: string): string {
  const single = /^<p>([\s\S]*)<\/p>\s*$/.exec(html);
  return single && !single[1].includes('<p>') ? single[1] : html;
}
