'use client';

import type { SourceLink } from '@/lib/content/sources';

/**
 * The page's sources at its foot, closed until a reader opens them: each fact's source file at its tag or
 * the published page, by a readable name. A citation of a page no longer online is plain text. A client component, so
 * a page sends its sources as data, not as list items that repeat each link in their key, three times a page.
 */
export function PageSources({ sources }: { sources: SourceLink[] }) {
  if (!sources.length) return null;
  return (
    <details className="page-sources">
      <summary className="page-sources-title">Sources</summary>
      <ul>
        {sources.map((source) => (
          <li key={`${source.href ?? ''}\0${source.label}`}>
            {source.href ? (
              <a href={source.href} rel="noopener">
                {source.label}
              </a>
            ) : (
              source.label
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
