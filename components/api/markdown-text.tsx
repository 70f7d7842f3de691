import type { RenderTools } from './render-tools';

/** A description from the document, rendered as the docs' Markdown is. */
export function MarkdownText({ text, where, tools, className }: { text?: string; where: string; tools: RenderTools; className?: string }) {
  if (!text) return null;
  return <div className={className ? `api-md ${className}` : 'api-md'} dangerouslySetInnerHTML={{ __html: tools.markdown(text, where) }} />;
}
