'use client';

import { useEffect, useState } from 'react';
import type { PageTitle } from '@/lib/browser/did-you-mean';

/**
 * "Did you mean" links to the pages nearest to the address by spelling, by title. The pages come from
 * /page-titles.json, which the build writes and only this page fetches. The matching code loads with them: the
 * not-found page is part of every page's root layout, so a static import would put it in every page's start-up chunks.
 */
export function DidYouMean() {
  const [pages, setPages] = useState<PageTitle[]>([]);
  useEffect(() => {
    let live = true;
    const titles = fetch('/page-titles.json').then((response) => (response.ok ? (response.json() as Promise<PageTitle[]>) : []));
    Promise.all([titles, import('@/lib/browser/did-you-mean')])
      .then(([all, { nearestPages }]) => {
        if (live) setPages(nearestPages(window.location.pathname, all));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="did-you-mean" aria-live="polite">
      {pages.length > 0 && (
        <>
          <p>Did you mean:</p>
          <ul>
            {pages.map((page) => (
              <li key={page.route}>
                <a href={page.route}>{page.title}</a>
                {page.section && <span className="did-you-mean-section"> · {page.section}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
