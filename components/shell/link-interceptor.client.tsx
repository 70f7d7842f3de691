'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { allowsPrefetch, type ConnectionInfo } from '@/lib/browser/connection';
import { anchorOf, linkClick, startsPageNavigation } from '@/lib/browser/navigation-intent';

/** Whether this browser's connection welcomes prefetching (not 2G, not Save-Data). */
const prefetchAllowed = () => allowsPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection);

/**
 * Client-side navigation for every link of the site (all are plain <a> in the static HTML), with
 * prefetch when a pointer, finger or keyboard focus reaches a link: one listener instead of a
 * component per link, which keeps hydration cheap on pages with hundreds of links.
 */
export function LinkInterceptor() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event);
      if (!anchor || event.defaultPrevented) return;
      if (!startsPageNavigation(linkClick(anchor, event), new URL(window.location.href))) return;
      event.preventDefault();
      const url = new URL(anchor.href);
      router.push(`${url.pathname}${url.search}${url.hash}`);
    };
    const prefetched = new Set<string>();
    const onHover = (event: Event) => {
      const anchor = anchorOf(event);
      if (!anchor || anchor.origin !== window.location.origin || prefetched.has(anchor.pathname)) return;
      if (!prefetchAllowed()) return;
      if (!startsPageNavigation({ href: anchor.href, button: 0, modified: false }, new URL(window.location.href))) return;
      prefetched.add(anchor.pathname);
      router.prefetch(anchor.pathname);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onHover, { passive: true });
    document.addEventListener('focusin', onHover);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onHover);
      document.removeEventListener('focusin', onHover);
    };
  }, [router]);
  return null;
}
