'use client';

import { createAutocomplete, type AutocompleteSource, type AutocompleteState } from '@algolia/autocomplete-core';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { browserSearchConfig, getSearchClient, searchProviderName } from '@/lib/search/client';
import { VERSION_STORAGE_KEY } from '@/components/shell/version-select.client';
import { sectionFilter } from '@/lib/search/search-context';
import { chosenSection } from '@/lib/search/edition';
import type { EditionScopes } from '@/lib/config/doc-version';
import { keptActiveItem } from '@/lib/search/active-item';
import { groupHits, hitHeading } from '@/lib/search/group';
import { isPlainClick, siteHref } from '@/lib/search/href';
import { MAX_QUERY_LENGTH, normalizeQuery } from '@/lib/search/query';
import { SEARCH_TEXT, searchFailureMessage, snippetLength } from '@/lib/search/screens';
import { recentLimit, type SavedHit } from '@/lib/search/storage';
import type { SearchHit } from '@/lib/search/types';
import { AskAi } from './ask-ai.client';
import { HitContent } from './hit-content';
import { NoResults, SearchError } from './search-screens';
import { SearchFooter } from './search-footer';
import { useSavedHits } from './use-saved-hits';
import { SearchIcon } from './search-icon';

type Item = { kind: 'hit'; url: string; hit: SearchHit };

const toSaved = (hit: SearchHit): SavedHit => ({
  url: siteHref(hit.url),
  title: hit.hierarchy.lvl1,
  section: hit.hierarchy.lvl0,
  heading: hitHeading(hit),
});

/** The search modal: input, start screen, grouped results, the other screens, and Ask AI. */
export default function SearchModal({
  onClose,
  initialQuery = '',
  scopes,
}: {
  onClose: () => void;
  initialQuery?: string;
  /** Each edition's scope and label, for the edition search prefers (lib/search/edition.ts). */
  scopes: EditionScopes;
}) {
  const router = useRouter();
  const saved = useSavedHits();
  const savedRef = useRef(saved);
  useEffect(() => {
    savedRef.current = saved;
  }, [saved]);
  const [state, setState] = useState<AutocompleteState<Item> | null>(null);
  // The live state, for the refined answer that lands after the search that asked for it (getSources sees a snapshot).
  const stateRef = useRef<AutocompleteState<Item> | null>(null);
  const [servedBy, setServedBy] = useState<string>();
  // True while the hits are the first answer from page titles and headings, before the full index is built.
  const [partial, setPartial] = useState(false);
  // autocomplete-core has no error status of its own: a failed search is tracked here.
  const [failed, setFailed] = useState(false);
  const [askAi, setAskAi] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // autocomplete-core's prop getters take the elements themselves, so they are state (set by callback refs), not refs read in render.
  const [inputElement, setInputElement] = useState<HTMLInputElement | null>(null);
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);
  const [panelElement, setPanelElement] = useState<HTMLDivElement | null>(null);
  const inputCallbackRef = useCallback((element: HTMLInputElement | null) => {
    inputRef.current = element;
    setInputElement(element);
  }, []);
  const dialogRef = useRef<HTMLDialogElement>(null);

  const autocomplete = useMemo(() => {
    // The search prefers the documentation set the reader follows (lib/search/edition.ts); navigating closes the modal, so it is read once.
    const section = chosenSection(VERSION_STORAGE_KEY, scopes);
    return createAutocomplete<Item>({
      id: 'docsearch',
      placeholder: SEARCH_TEXT.placeholder,
      openOnFocus: true,
      defaultActiveItemId: 0,
      stallThreshold: 300,
      initialState: { query: normalizeQuery(initialQuery), isOpen: true },
      onStateChange: ({ state: next }) => {
        stateRef.current = next;
        setState(next);
      },
      navigator: {
        navigate: ({ itemUrl }) => {
          router.push(itemUrl);
          onClose();
        },
        navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
        navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
      },
      getSources: ({ query, setCollections, setActiveItemId }) => {
        const q = normalizeQuery(query).trim();
        // The start screen (recent searches, favourites) is plain links, not options of the listbox.
        if (!q) return [];
        const narrow = window.matchMedia('(max-width: 768px)').matches;
        const search = () =>
          getSearchClient()
            .search([
              {
                indexName: 'docs',
                query: q,
                attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
                attributesToSnippet: [`content:${snippetLength(narrow)}`],
                hitsPerPage: 20,
                ...(section ? { optionalFilters: [sectionFilter(section)] } : {}),
              },
            ])
            .then(({ results, servedBy: by, refine }) => {
              const items = groupHits(results[0].hits)
                .flatMap((group) => group.hits)
                .map((hit): Item => ({ kind: 'hit', url: siteHref(hit.url), hit }));
              return { items, refine, servedBy: by };
            });
        const shown = (answer: { refine?: Promise<void>; servedBy?: string }) => {
          setPartial(Boolean(answer.refine));
          setServedBy(answer.servedBy);
          setFailed(false);
        };
        // A first answer from page titles and headings is replaced once the full index is built, in place:
        // the option the reader has moved to stays active (autocomplete's refresh would reset it to the first).
        const replaceWhenRefined = (refine?: Promise<void>) =>
          refine
            ?.then(search)
            .then((answer) => {
              const now = stateRef.current;
              const listed = now?.collections.find((collection) => collection.source.sourceId === 'hits');
              if (!now || !listed || normalizeQuery(now.query).trim() !== q) return;
              shown(answer);
              setCollections([{ source: listed.source, items: answer.items }]);
              setActiveItemId(keptActiveItem(listed.items, now.activeItemId, answer.items));
              replaceWhenRefined(answer.refine);
            })
            // The first answer stays up.
            .catch((error: unknown) => console.error(searchFailureMessage(q, searchProviderName(browserSearchConfig()), error)));
        return search()
          .then((answer): AutocompleteSource<Item>[] => {
            shown(answer);
            replaceWhenRefined(answer.refine);
            return [
              {
                sourceId: 'hits',
                getItems: () => answer.items,
                getItemUrl: ({ item }) => item.url,
                onSelect: ({ item }) => savedRef.current.remember(toSaved(item.hit)),
              },
            ];
          })
          .catch((error: unknown): AutocompleteSource<Item>[] => {
            console.error(searchFailureMessage(q, searchProviderName(browserSearchConfig()), error));
            setFailed(true);
            return [];
          });
      },
    });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- one instance per modal; its callbacks use refs and state setters

  useEffect(() => {
    dialogRef.current?.showModal();
    inputRef.current?.focus();
    if (initialQuery) autocomplete.refresh();
  }, [autocomplete, initialQuery]);

  const query = state?.query ?? '';
  const collections = state?.collections ?? [];
  const hits = collections.find((c) => c.source.sourceId === 'hits')?.items ?? [];
  const isStartScreen = !normalizeQuery(query).trim();
  const status = state?.status === 'stalled' ? 'stalled' : failed && !isStartScreen ? 'error' : (state?.status ?? 'idle');

  return (
    <dialog
      ref={dialogRef}
      className="search-modal"
      aria-label="Search"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
      // The input's own Escape handling stops the dialog's cancel: Escape always closes the modal.
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <div className="search-box" {...(autocomplete.getRootProps({}) as object)}>
        <form ref={setFormElement} className="search-form" {...(autocomplete.getFormProps({ inputElement }) as object)}>
          <SearchIcon className="search-icon" size={20} />
          <input
            ref={inputCallbackRef}
            className="search-input"
            {...(autocomplete.getInputProps({ inputElement, formElement, panelElement, maxLength: MAX_QUERY_LENGTH }) as object)}
            placeholder={askAi ? 'Ask a question about Wren AI' : SEARCH_TEXT.placeholder}
          />
          {query && (
            <button type="reset" className="search-clear" aria-label="Clear the query">
              Clear
            </button>
          )}
          <button
            type="button"
            className={askAi ? 'search-mode search-mode-on' : 'search-mode'}
            aria-pressed={askAi}
            onClick={() => setAskAi(!askAi)}
          >
            Ask AI
          </button>
        </form>
        <button type="button" className="search-cancel" onClick={onClose}>
          Cancel
        </button>
      </div>
      <div ref={setPanelElement} className="search-panel" {...(autocomplete.getPanelProps({}) as object)} tabIndex={0}>
        {askAi ? (
          <AskAi question={normalizeQuery(query).trim()} />
        ) : status === 'error' ? (
          <SearchError />
        ) : isStartScreen ? (
          <StartScreen
            saved={saved}
            onOpen={(href) => {
              router.push(href);
              onClose();
            }}
          />
        ) : hits.length === 0 && status !== 'loading' && status !== 'stalled' ? (
          <NoResults
            query={query}
            onSuggest={(suggestion) => {
              autocomplete.setQuery(suggestion);
              autocomplete.refresh();
              inputRef.current?.focus();
            }}
          />
        ) : (
          <>
            {status === 'stalled' && (
              <p className="search-status" role="status">
                {SEARCH_TEXT.stalled}
              </p>
            )}
            <ResultList
              autocomplete={autocomplete}
              items={hits}
              source={collections.find((c) => c.source.sourceId === 'hits')?.source}
              partial={partial}
              onOpen={(href) => {
                router.push(href);
                onClose();
              }}
            />
          </>
        )}
      </div>
      <SearchFooter servedBy={servedBy} />
    </dialog>
  );
}

type Api = ReturnType<typeof createAutocomplete<Item>>;
type Collection = AutocompleteState<Item>['collections'][number];

/**
 * Results as listbox options. Each option is the hit's link itself (`<a role="option" href>`, which
 * ARIA in HTML allows), so Ctrl/Cmd-click, middle-click, hover and "Copy link" work as on any link,
 * and no link sits inside an option (axe's nested-interactive rule). A plain click navigates
 * client-side and closes the modal; a modified click is left to the browser and keeps it open.
 */
function ResultList({
  autocomplete,
  items,
  source,
  partial,
  onOpen,
}: {
  autocomplete: Api;
  items: Item[];
  source?: Collection['source'];
  partial: boolean;
  onOpen: (href: string) => void;
}) {
  if (!source) return null;
  const groups = groupHits(items.map((item) => item.hit));
  return (
    <div className="search-results" data-partial={partial ? 'true' : undefined}>
      {groups.map((group) => (
        <section key={group.section} className="search-group" aria-label={group.section}>
          <p className="search-group-title">{group.section}</p>
          <ul {...(autocomplete.getListProps({ source }) as object)}>
            {group.hits.map((hit) => {
              const item = items.find((candidate) => candidate.hit === hit)!;
              const props = autocomplete.getItemProps({ item, source }) as unknown as { onClick: (event: MouseEvent) => void } & object;
              return (
                <li key={hit.url} role="none">
                  <a
                    {...props}
                    href={item.url}
                    className="search-hit"
                    data-url={item.url}
                    onClick={(event) => {
                      props.onClick(event.nativeEvent);
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      onOpen(item.url);
                    }}
                    onAuxClick={(event) => {
                      if (event.button === 1) props.onClick(event.nativeEvent);
                    }}
                  >
                    <span className="search-hit-link">
                      <HitContent hit={hit} />
                    </span>
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

/** Recent picks (7, or 4 when favourites exist) and favourites (up to 10), as links with actions. */
function StartScreen({ saved, onOpen }: { saved: ReturnType<typeof useSavedHits>; onOpen: (href: string) => void }) {
  const lists = [
    { id: 'recent', title: 'Recent', items: saved.recent.slice(0, recentLimit(saved.favourites)) },
    { id: 'favourite', title: 'Favourites', items: saved.favourites },
  ].filter((list) => list.items.length);
  if (!lists.length) return <p className="search-empty">Search the cloud and open-source docs, the release notes and the engine API.</p>;
  return (
    <div className="search-results">
      {lists.map((list) => (
        <section key={list.id} className="search-group" aria-label={list.title}>
          <p className="search-group-title">{list.title}</p>
          <ul>
            {list.items.map((item) => {
              const isFavourite = saved.favourites.some((favourite) => favourite.url === item.url);
              return (
                <li key={item.url} className="search-hit">
                  <a
                    href={siteHref(item.url)}
                    className="search-hit-link"
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      onOpen(siteHref(item.url));
                    }}
                  >
                    <span className="hit-content">
                      <span className="hit-title">{item.heading ?? item.title}</span>
                      <span className="hit-path">{item.heading ? `${item.section} › ${item.title}` : item.section}</span>
                    </span>
                  </a>
                  <span className="hit-actions">
                    {list.id === 'recent' && (
                      <button
                        type="button"
                        className="hit-action"
                        aria-pressed={isFavourite}
                        aria-label={isFavourite ? `Remove ${item.title} from favourites` : `Save ${item.title} as a favourite`}
                        onClick={() => saved.toggleFavourite(item)}
                      >
                        ★
                      </button>
                    )}
                    <button
                      type="button"
                      className="hit-action"
                      aria-label={`Remove ${item.title} from ${list.id === 'recent' ? 'recent searches' : 'favourites'}`}
                      onClick={() => (list.id === 'recent' ? saved.forgetRecent : saved.forgetFavourite)(item.url)}
                    >
                      ✕
                    </button>
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
