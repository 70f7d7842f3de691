'use client';

import { createAutocomplete, type AutocompleteSource, type AutocompleteState } from '@algolia/autocomplete-core';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getSearchClient } from '@/lib/search/client';
import { groupHits, hitHeading } from '@/lib/search/group';
import { MAX_QUERY_LENGTH, normalizeQuery } from '@/lib/search/query';
import { SEARCH_TEXT, snippetLength } from '@/lib/search/screens';
import { FAVOURITES_KEY, readSaved, RECENT_KEY, recentLimit, type SavedHit } from '@/lib/search/storage';
import type { SearchHit } from '@/lib/search/types';
import { AskAi } from './ask-ai.client';
import { HitContent } from './hit-content';
import { NoResults, SearchError } from './search-screens';
import { SearchFooter } from './search-footer';
import { useSavedHits } from './use-saved-hits';

type Item = { kind: 'hit'; url: string; hit: SearchHit } | { kind: 'recent' | 'favourite'; url: string; saved: SavedHit };

const toSaved = (hit: SearchHit): SavedHit => ({ url: hit.url, title: hit.hierarchy.lvl1, section: hit.hierarchy.lvl0, heading: hitHeading(hit) });

/** The search modal: input, start screen, grouped results, the other screens, and Ask AI. */
export default function SearchModal({ onClose, initialQuery = '' }: { onClose: () => void; initialQuery?: string }) {
  const router = useRouter();
  const saved = useSavedHits();
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const [state, setState] = useState<AutocompleteState<Item> | null>(null);
  const [servedBy, setServedBy] = useState<string>();
  // autocomplete-core has no error status of its own: a failed search is tracked here.
  const [failed, setFailed] = useState(false);
  const [askAi, setAskAi] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  const autocomplete = useMemo(() => createAutocomplete<Item>({
    id: 'docsearch',
    placeholder: SEARCH_TEXT.placeholder,
    openOnFocus: true,
    defaultActiveItemId: 0,
    stallThreshold: 300,
    initialState: { query: normalizeQuery(initialQuery), isOpen: true },
    onStateChange: ({ state: next }) => setState(next),
    navigator: {
      navigate: ({ itemUrl }) => { router.push(itemUrl); onClose(); },
      navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
    },
    getSources: ({ query }) => {
      const q = normalizeQuery(query).trim();
      if (!q) {
        // Read from storage, not state: a refresh right after a change must already see it.
        const recent = readSaved(localStorage, RECENT_KEY);
        const favourites = readSaved(localStorage, FAVOURITES_KEY);
        return [
          { sourceId: 'recent', getItems: () => recent.slice(0, recentLimit(favourites)).map((item) => ({ kind: 'recent' as const, url: item.url, saved: item })), getItemUrl: ({ item }) => item.url },
          { sourceId: 'favourite', getItems: () => favourites.map((item) => ({ kind: 'favourite' as const, url: item.url, saved: item })), getItemUrl: ({ item }) => item.url },
        ];
      }
      const narrow = window.matchMedia('(max-width: 768px)').matches;
      return getSearchClient()
        .search([{
          indexName: 'docs',
          query: q,
          attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
          attributesToSnippet: [`content:${snippetLength(narrow)}`],
          hitsPerPage: 20,
        }])
        .then(({ results, servedBy: by }): AutocompleteSource<Item>[] => {
          setServedBy(by);
          setFailed(false);
          const hits = groupHits(results[0].hits).flatMap((group) => group.hits);
          return [{
            sourceId: 'hits',
            getItems: () => hits.map((hit) => ({ kind: 'hit' as const, url: hit.url, hit })),
            getItemUrl: ({ item }) => item.url,
            onSelect: ({ item }) => { if (item.kind === 'hit') savedRef.current.remember(toSaved(item.hit)); },
          }];
        })
        .catch((): AutocompleteSource<Item>[] => {
          setFailed(true);
          return [];
        });
    },
  }), []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    dialogRef.current?.showModal();
    inputRef.current?.focus();
    if (initialQuery) autocomplete.refresh();
  }, [autocomplete, initialQuery]);

  const query = state?.query ?? '';
  const collections = state?.collections ?? [];
  const hits = collections.find((c) => c.source.sourceId === 'hits')?.items ?? [];
  const isStartScreen = !normalizeQuery(query).trim();
  const status = state?.status === 'stalled' ? 'stalled' : failed && !isStartScreen ? 'error' : state?.status ?? 'idle';

  return (
    <dialog
      ref={dialogRef}
      className="search-modal"
      aria-label="Search"
      onClose={onClose}
      onClick={(event) => { if (event.target === dialogRef.current) onClose(); }}
      // The input's own Escape handling stops the dialog's cancel: Escape always closes the modal.
      onKeyDown={(event) => { if (event.key === 'Escape') { event.preventDefault(); onClose(); } }}
    >
      <div className="search-box" {...(autocomplete.getRootProps({}) as object)}>
        <form ref={formRef} className="search-form" {...(autocomplete.getFormProps({ inputElement: inputRef.current }) as object)}>
          <svg className="search-icon" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><circle cx="11" cy="11" r="7" /><path d="m20 20-4-4" /></svg>
          <input
            ref={inputRef}
            className="search-input"
            {...(autocomplete.getInputProps({ inputElement: inputRef.current, formElement: formRef.current, panelElement: panelRef.current, maxLength: MAX_QUERY_LENGTH }) as object)}
            placeholder={askAi ? 'Ask a question about Wren AI' : SEARCH_TEXT.placeholder}
          />
          {query && <button type="reset" className="search-clear" aria-label="Clear the query">Clear</button>}
          <button type="button" className={askAi ? 'search-mode search-mode-on' : 'search-mode'} aria-pressed={askAi} onClick={() => setAskAi(!askAi)}>Ask AI</button>
        </form>
        <button type="button" className="search-cancel" onClick={onClose}>Cancel</button>
      </div>
      <div ref={panelRef} className="search-panel" {...(autocomplete.getPanelProps({}) as object)}>
        {askAi ? (
          <AskAi question={normalizeQuery(query).trim()} />
        ) : status === 'error' ? (
          <SearchError />
        ) : isStartScreen ? (
          <StartScreen autocomplete={autocomplete} collections={collections} saved={saved} />
        ) : hits.length === 0 && status !== 'loading' && status !== 'stalled' ? (
          <NoResults query={query} onSuggest={(suggestion) => { autocomplete.setQuery(suggestion); autocomplete.refresh(); inputRef.current?.focus(); }} />
        ) : (
          <>
            {status === 'stalled' && <p className="search-status" role="status">{SEARCH_TEXT.stalled}</p>}
            <ResultList autocomplete={autocomplete} items={hits} source={collections.find((c) => c.source.sourceId === 'hits')?.source} onPick={onClose} />
          </>
        )}
      </div>
      <SearchFooter servedBy={servedBy} />
    </dialog>
  );
}

type Api = ReturnType<typeof createAutocomplete<Item>>;
type Collection = AutocompleteState<Item>['collections'][number];

function ResultList({ autocomplete, items, source, onPick }: { autocomplete: Api; items: Item[]; source?: Collection['source']; onPick: () => void }) {
  if (!source) return null;
  const groups = groupHits(items.map((item) => (item as Extract<Item, { kind: 'hit' }>).hit));
  return (
    <div className="search-results">
      {groups.map((group) => (
        <section key={group.section} className="search-group" aria-label={group.section}>
          <p className="search-group-title">{group.section}</p>
          <ul {...(autocomplete.getListProps({ source }) as object)}>
            {group.hits.map((hit) => {
              const item = items.find((candidate) => candidate.url === hit.url)!;
              return (
                <li key={hit.url} className="search-hit" {...(autocomplete.getItemProps({ item, source }) as object)}>
                  <a href={hit.url} onClick={(event) => { if (!event.metaKey && !event.ctrlKey) onPick(); }}>
                    <HitContent hit={hit} />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

function StartScreen({ autocomplete, collections, saved }: { autocomplete: Api; collections: Collection[]; saved: ReturnType<typeof useSavedHits> }) {
  const lists = collections.filter((collection) => collection.items.length);
  if (!lists.length) return <p className="search-empty">Search the cloud and open-source docs, the release notes and the engine API.</p>;
  return (
    <div className="search-results">
      {lists.map(({ source, items }) => (
        <section key={source.sourceId} className="search-group" aria-label={source.sourceId === 'recent' ? 'Recent' : 'Favourites'}>
          <p className="search-group-title">{source.sourceId === 'recent' ? 'Recent' : 'Favourites'}</p>
          <ul {...(autocomplete.getListProps({ source }) as object)}>
            {items.map((item) => {
              if (item.kind === 'hit') return null;
              const isFavourite = saved.favourites.some((favourite) => favourite.url === item.url);
              return (
                <li key={item.url} className="search-hit" {...(autocomplete.getItemProps({ item, source }) as object)}>
                  <a href={item.url}>
                    <span className="hit-content">
                      <span className="hit-title">{item.saved.heading ?? item.saved.title}</span>
                      <span className="hit-path">{item.saved.heading ? `${item.saved.section} › ${item.saved.title}` : item.saved.section}</span>
                    </span>
                  </a>
                  <span className="hit-actions">
                    {item.kind === 'recent' && (
                      <button type="button" className="hit-action" aria-label={isFavourite ? `Remove ${item.saved.title} from favourites` : `Save ${item.saved.title} as a favourite`} aria-pressed={isFavourite}
                        onClick={(event) => { event.preventDefault(); event.stopPropagation(); saved.toggleFavourite(item.saved); autocomplete.refresh(); }}>★</button>
                    )}
                    <button type="button" className="hit-action" aria-label={`Remove ${item.saved.title} from ${item.kind === 'recent' ? 'recent searches' : 'favourites'}`}
                      onClick={(event) => { event.preventDefault(); event.stopPropagation(); (item.kind === 'recent' ? saved.forgetRecent : saved.forgetFavourite)(item.url); autocomplete.refresh(); }}>✕</button>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
