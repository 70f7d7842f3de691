import { renderToStaticMarkup } from 'react-dom/server';
import type { Highlighter } from 'shiki';
import { ApiBody } from '@/components/api/api-body';
import { apiMarkdownRenderer } from '@/lib/openapi/markdown';
import type { ApiReference } from '@/lib/openapi/reference';

/**
 * The API reference's getting-started block, operations and schemas as static HTML, rendered once
 * in the content build, descriptions through the docs' Markdown pipeline. The page inserts it as
 * HTML, so the browser does not hydrate hundreds of fields.
 */
export function renderApiHtml(reference: ApiReference, highlighter: Highlighter): string {
  return renderToStaticMarkup(<ApiBody reference={reference} tools={{ highlighter, markdown: apiMarkdownRenderer(highlighter) }} />);
}
