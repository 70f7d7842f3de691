/**
 * Which addresses a page's scripts may call. Most pages call only this site and the search provider;
 * the API reference's "Try it" calls whatever Wren Engine the reader types, so it may call any https:
 * address and the reader's own machine. Each page carries its own list (a CSP meta tag), so moving between
 * the two kinds of page is a full page load (lib/browser/navigation-intent.ts).
 */
const SITE_AND_SEARCH =
  "'self' https://*.algolia.net https://*.algolianet.com https://*.algolia.io http://localhost:* http://127.0.0.1:* https://localhost:*";
const ANY_ENGINE = "'self' https: http://localhost:* http://127.0.0.1:*";

const OPEN_ROUTES = new Set(['/oss/wren_engine_api']);

const routeOf = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

export const callsAnyEngine = (pathname: string): boolean => OPEN_ROUTES.has(routeOf(pathname));

/** The connect-src sources for a page. */
export const connectSources = (pathname: string): string => (callsAnyEngine(pathname) ? ANY_ENGINE : SITE_AND_SEARCH);

/** The widest list any page needs: what the site-wide header allows; each page's meta tag narrows it. */
export const ALL_CONNECT_SOURCES = ANY_ENGINE;
