'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { allowsPrefetch, type ConnectionInfo } from '@/lib/connection';
import { startsPageNavigation } from '@/lib/navigation-intent';

/**
 * Client-side navigation for the plain <a> links of the static HTML (the sidebar, the content's own
 * links), with prefetch on hover: one listener instead of a component per link, which keeps
 * hydration cheap on pages with hundreds of links.
 */
export function LinkInterceptor() {
  const router = useRouter();
  useEffect(() => {
    const anchorOf = (event: Event) => (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event);
      if (!anchor || event.defaultPrevented || anchor.dataset.native !== undefined) return;
      const click = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download'), button: event.button, modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey };
      if (!startsPageNavigation(click, new URL(window.location.href))) return;
      event.preventDefault();
      const url = new URL(anchor.href);
      router.push(`${url.pathname}${url.search}${url.hash}`);
    };
    const prefetched = new Set<string>();
    const onHover = (event: Event) => {
      const anchor = anchorOf(event);
      if (!anchor || anchor.origin !== window.location.origin || prefetched.has(anchor.pathname)) return;
      if (!allowsPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection)) return;
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
