import type { AnchorHTMLAttributes } from 'react';

/**
 * A link to a page of the site: a plain <a>, with no client component behind it. LinkInterceptor
 * turns its clicks into client-side navigations and prefetches the page when a pointer, finger or
 * keyboard focus reaches the link, so nothing is fetched just because a link is on screen.
 */
export function AppLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} />;
}
