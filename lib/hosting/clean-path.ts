/** The clean URL for a path a static host may expose: '/a/index.html' → '/a', '/a.html' → '/a'. */
export function cleanPath(pathname: string): string {
  const clean = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return clean === '' ? '/' : clean;
}

/** The address the browser should show: clean, and without a trailing slash ('/a/' → '/a'), which plain hosts do not serve. */
export function cleanAddress(pathname: string): string {
  return cleanPath(pathname).replace(/(.)\/+$/, '$1');
}
