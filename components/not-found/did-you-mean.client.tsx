'use client';

import { useEffect, useState } from 'react';
import { nearestPages, type PageTitle } from '@/lib/browser/did-you-mean';

/**
 * "Did you mean" links to the pages nearest to the address by spelling, by title. The pages come from
 * /page-titles.json, which the build writes and only this page fetches.
 */
export function DidYouMean() {
  const [pages, setPages] = useState<PageTitle[]>([]);
  useEffect(() => {
    let live = true;
    fetch('/page-titles.json')
      .then((response) => (response.ok ? response.json() : []))
      .then((all: PageTitle[]) => {
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
