import type { SourceLink } from '@/lib/content/sources';

/** The page's sources, at its foot: where a maintainer checks each fact. */
export function PageSources({ sources }: { sources: SourceLink[] }) {
  if (!sources.length) return null;
  return (
    <section className="page-sources" aria-labelledby="page-sources-title">
      <h2 id="page-sources-title" className="page-sources-title">Sources</h2>
      <ul>
        {sources.map((source) => (
          <li key={source.label}>
            <a href={source.href} rel="noopener">{source.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
