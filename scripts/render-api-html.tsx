import { renderToStaticMarkup } from 'react-dom/server';
import type { Highlighter } from 'shiki';
import { ApiBody } from '../components/api/api-body';
import type { ApiReference } from '../lib/openapi/reference';

/**
 * The API reference's operations and schemas as static HTML, rendered once in the content build.
 * The page inserts it as HTML, so the browser does not hydrate hundreds of table cells.
 */
export function renderApiHtml(reference: ApiReference, highlighter: Highlighter): string {
  return renderToStaticMarkup(<ApiBody reference={reference} highlighter={highlighter} />);
}
