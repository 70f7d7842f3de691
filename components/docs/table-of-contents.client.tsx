'use client';

import type { Heading } from '@/lib/content';
import { TocHighlight } from './toc-highlight.client';

/**
 * The page's h2 and h3 headings, with the one in view marked once JavaScript runs. A client component, so a page sends
 * its headings as data rather than as rendered list items, three times a page (the HTML's flight data, the .txt
 * payload and the page segment file).
 */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  if (!headings.length) return null;
  return (
    <nav aria-label="On this page" className="toc">
      <p className="toc-title">On this page</p>
      <ul>
        {headings.map((heading) => (
          <li key={heading.id} className={`toc-depth-${heading.depth}`}>
            <a href={`#${heading.id}`} className="toc-link" data-toc-id={heading.id}>
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
      <TocHighlight ids={headings.map((heading) => heading.id)} />
    </nav>
  );
}
