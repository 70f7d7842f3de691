'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { VERSION_STORAGE_KEY } from '@/components/shell/version-select.client';
import { browserSearchConfig, getSearchClient, searchProviderName } from '@/lib/search/client';
import { sectionFilter } from '@/lib/search/search-context';
import { chosenSection } from '@/lib/search/edition';
import type { EditionScopes } from '@/lib/config/doc-version';
import { groupHits } from '@/lib/search/group';
import { siteHref } from '@/lib/search/href';
import { MAX_QUERY_LENGTH, normalizeQuery } from '@/lib/search/query';
import { SEARCH_TEXT, searchFailureMessage, snippetLength } from '@/lib/search/screens';
import type { SearchResponse } from '@/lib/search/types';
import { HitContent } from './hit-content';
import { NoResults, SearchError } from './search-screens';

type View =
  | { status: 'idle' }
  | { status: 'loading'; stalled: boolean }
  | { status: 'done'; response: SearchResponse; query: string }
  | { status: 'error' };

/** /search?q=…: every result for q, the address kept in step with the box as the reader types. */
export function SearchPage({ scopes }: { scopes: EditionScopes }) {
  const params = useSearchParams();
  const [query, setQuery] = useState(() => normalizeQuery(params.get('q') ?? ''));
  const [view, setView] = useState<View>({ status: 'idle' });
  const latest = useRef(0);
  // Bumped when a first, coarse answer can be replaced by the full one.
  const [refined, setRefined] = useState(0);

  useEffect(() => {
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
    const q = query.trim();
    if (!q) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the view follows the search this effect starts or drops
      setView({ status: 'idle' });
      return;
    }
    const ticket = ++latest.current;
    setView({ status: 'loading', stalled: false });
    const stall = window.setTimeout(() => {
      if (ticket === latest.current) setView({ status: 'loading', stalled: true });
    }, 300);
    const narrow = window.matchMedia('(max-width: 768px)').matches;
    const section = chosenSection(VERSION_STORAGE_KEY, scopes);
    getSearchClient()
      // The documentation set the reader chose in the version dropdown ranks first (lib/search/edition.ts).
      .search([
        {
          indexName: 'docs',
          query: q,
          hitsPerPage: 50,
          attributesToSnippet: [`content:${snippetLength(narrow) * 2}`],
          ...(section ? { optionalFilters: [sectionFilter(section)] } : {}),
        },
      ])
      // Only the newest query may paint: an older, slower answer is dropped.
      .then((response) => {
        if (ticket !== latest.current) return;
        setView({ status: 'done', response, query: q });
        response.refine?.then(() => {
          if (ticket === latest.current) setRefined((n) => n + 1);
        });
      })
      .catch((error: unknown) => {
        if (ticket !== latest.current) return;
        console.error(searchFailureMessage(q, searchProviderName(browserSearchConfig()), error));
        setView({ status: 'error' });
      })
      .finally(() => window.clearTimeout(stall));
    return () => window.clearTimeout(stall);
  }, [query, refined, scopes]);

  const hits = view.status === 'done' ? view.response.results[0].hits : [];
  return (
    <>
      <form role="search" className="search-page-form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          {SEARCH_TEXT.placeholder}
        </label>
        {/* The index loads with the first query, not on focus: an empty /search page stays light. */}
        <input
          id="search-page-input"
          type="search"
          className="search-input search-page-input"
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={SEARCH_TEXT.placeholder}
          autoFocus
          onChange={(event) => setQuery(normalizeQuery(event.target.value))}
        />
      </form>
      {view.status === 'loading' && view.stalled && (
        <p className="search-status" role="status">
          {SEARCH_TEXT.stalled}
        </p>
      )}
      {view.status === 'error' && <SearchError />}
      {view.status === 'done' && hits.length === 0 && <NoResults query={view.query} onSuggest={setQuery} />}
      {view.status === 'done' && hits.length > 0 && (
        <>
          <p className="search-status" role="status">
            {view.response.results[0].nbHits} results for “{view.query}”
            {view.response.servedBy === 'embedded-fallback' ? ' (from the offline index: the search service is unreachable)' : ''}
          </p>
          <div className="search-results">
            {groupHits(hits, 20).map((group) => (
              <section key={group.section} aria-label={group.section}>
                <h2 className="search-group-title">{group.section}</h2>
                <ul>
                  {group.hits.map((hit) => (
                    <li key={hit.url} className="search-hit">
                      <HitContent hit={hit} href={siteHref(hit.url)} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </>
  );
}
