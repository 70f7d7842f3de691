/** The clean URL for a path a static host may expose: '/a/index.html' → '/a', '/a.html' → '/a'. */
export function cleanPath(pathname: string): string {
  const clean = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return clean === '' ? '/' : clean;
}

/**
 * Runs before paint on every page: if the address bar shows a .html path, swap it for the clean
 * one without a reload. Kept as a string because it is inlined into the document head.
 */
export const CLEAN_PATH_SCRIPT = `(function(){var p=location.pathname,c=p.replace(/\\/index\\.html$/,'').replace(/\\.html$/,'')||'/';if(c!==p)history.replaceState(history.state,'',c+location.search+location.hash)})()`;
