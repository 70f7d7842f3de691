'use client';

import { useEffect, useState } from 'react';
import { nearestRoutes, sitemapPaths } from '@/lib/browser/did-you-mean';

/**
 * "Did you mean" links to the pages nearest to the address by spelling. The routes come from the
 * sitemap the build writes (about 3 KB compressed), fetched only on this page.
 */
export function DidYouMean() {
  const [routes, setRoutes] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    fetch('/sitemap.xml')
      .then((response) => (response.ok ? response.text() : ''))
      .then((xml) => {
        if (live) setRoutes(nearestRoutes(window.location.pathname, sitemapPaths(xml)));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="did-you-mean" aria-live="polite">
      {routes.length > 0 && (
        <>
          <p>Did you mean:</p>
          <ul>
            {routes.map((route) => (
              <li key={route}>
                <a href={route}>{route}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
