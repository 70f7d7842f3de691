import { ExportRewriteError } from './rewrite-error';

export const STRUCTURED_DATA_REWRITE = 'structured-data';

const OPEN = '<script type="application/ld+json">';

/**
 * The page with `json` (its JSON-LD, as serializeJsonLd writes it: no `<` in it) in a script at the end of its head.
 * Doc pages get their structured data here, after `next build`, not from their route: rendered by React, it was part
 * of the page's flight data, which Next.js writes three times (inline in the HTML, `<page>.txt` and the `__PAGE__`
 * segment) and the client router fetches on each navigation, where it does nothing; search engines read it in the
 * HTML. Hydration passes over elements of <head> that React did not render. Running it twice changes nothing.
 */
export function withStructuredData(html: string, pathname: string, json: string): string {
  const script = `${OPEN}${json}</script>`;
  if (html.includes(script)) return html;
  const end = html.indexOf('</head>');
  if (end < 0) throw new ExportRewriteError(STRUCTURED_DATA_REWRITE, pathname, 'no </head> to put the structured data before');
  return html.slice(0, end) + script + html.slice(end);
}
