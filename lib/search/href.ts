/**
 * The address a hit links to, relative to the site: path, query and hash. Algolia crawler records
 * carry absolute URLs ('https://docs.getwren.ai/cp/overview#x'); linking to those would take a reader
 * on a preview deployment or localhost to production, so only the path and hash are kept.
 */
export function siteHref(url: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url) || url.startsWith('//')) {
    try {
      const parsed = new URL(url, 'http://site.invalid');
      return `${parsed.pathname}${parsed.search}${parsed.hash}`;
    } catch {
      return '/';
    }
  }
  return url.startsWith('/') || url.startsWith('#') ? url : `/${url}`;
}

/** Whether a click on a link should stay in the page's own navigation: a plain left click. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented?: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}
