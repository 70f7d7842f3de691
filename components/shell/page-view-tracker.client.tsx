'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { analyticsEndpoint } from '@/lib/browser/page-view';
import { siteConfig } from '@/lib/config/site-config';

/** Sends one page view per route, including client-side navigations, only when an endpoint is set. */
export function PageViewTracker() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const endpoint = analyticsEndpoint(
      siteConfig.analytics.endpoint,
      (window as Window & { WREN_ANALYTICS_ENDPOINT?: unknown }).WREN_ANALYTICS_ENDPOINT,
    );
    if (!endpoint || previous.current === pathname) return;
    const referrer = previous.current ? `${location.origin}${previous.current}` : document.referrer;
    previous.current = pathname;
    // Let the new page set its title first.
    const timer = window.setTimeout(() => {
      const body = JSON.stringify({ path: pathname, title: document.title, referrer });
      fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {});
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
