/**
 * Runs before paint on every page: if the address bar shows a .html path or a trailing slash, swap it
 * for `cleanAddress` (lib/hosting/clean-path.ts) without a reload, and note that it did
 * (`RELOAD_CLEANED_SCRIPT` reads the note). Kept as a string because it is inlined into the document
 * head; test/unit/inline-scripts.test.ts runs it against cleanAddress.
 */
export const CLEAN_PATH_SCRIPT =
  "(function(){var p=location.pathname,c=p.replace(/\\/index\\.html$/,'').replace(/\\.html$/,'').replace(/(.)\\/+$/,'$1')||'/';" +
  "if(c!==p){history.replaceState(history.state,'',c+location.search+location.hash);window.__wrenCleanedFrom=p}})()";

/**
 * Runs in the not-found page only (served as /redirects.js with SITE_REDIRECTS), which a plain static host serves for every
 * miss with status 404.
 * A former address listed in lib/hosting/redirects.ts (SITE_REDIRECTS) goes on to the page that covers it (hosts with redirect
 * rules answer those with a 301 before this page is reached); any other address stays a 404.
 * A host that serves files as they are answers '/a/index.html' and '/a/' with 404.html although '/a'
 * exists; once the address is clean, reloading it gets the right page (a reload, since a replace() to
 * the same address with a #hash would only scroll). On a miss that stays a miss, the second load has
 * nothing to clean, so it stops there.
 */
export function notFoundScript(redirects: Readonly<Record<string, string>>): string {
  const table = JSON.stringify(redirects).replace(/</g, '\\u003c');
  return (
    `(function(){var r=${table},p=location.pathname.replace(/(.)\\/+$/,'$1'),t=Object.prototype.hasOwnProperty.call(r,p)&&r[p];` +
    'if(t)location.replace(t+location.search+location.hash);else if(window.__wrenCleanedFrom)location.reload()})()'
  );
}

/**
 * Where the not-found page loads that script from (app/redirects.js/route.ts): a file, not inline, since every page's
 * payload carries the not-found page's markup and the table is about 7 KB.
 */
export const NOT_FOUND_SCRIPT_PATH = '/redirects.js';
