import { expandRecords, type CompactIndex } from './compact';
import { resolveSearchConfig, type RuntimeConfig, type SearchConfig } from './config';
import { createEmbeddedClient } from './embedded';
import { withFallback } from './fallback';
import type { SearchClient } from './types';

export const SEARCH_INDEX_URL = '/search-index.json';

async function fetchIndex() {
  const response = await fetch(SEARCH_INDEX_URL);
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  return expandRecords((await response.json()) as CompactIndex);
}

/** This browser's search settings: the build's, with whatever the host page set in window.WREN_CONFIG. */
export function browserSearchConfig(): SearchConfig {
  const runtime = (window as Window & { WREN_CONFIG?: RuntimeConfig }).WREN_CONFIG;
  return resolveSearchConfig(
    {
      NEXT_PUBLIC_ALGOLIA_APP_ID: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID,
      NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY,
      NEXT_PUBLIC_ALGOLIA_INDEX: process.env.NEXT_PUBLIC_ALGOLIA_INDEX,
      NEXT_PUBLIC_ALGOLIA_HOSTS: process.env.NEXT_PUBLIC_ALGOLIA_HOSTS,
      NEXT_PUBLIC_ASK_AI_ENDPOINT: process.env.NEXT_PUBLIC_ASK_AI_ENDPOINT,
      NEXT_PUBLIC_ASK_AI_MODEL: process.env.NEXT_PUBLIC_ASK_AI_MODEL,
    },
    runtime,
  );
}

/** Which provider answers this browser's searches, as the console names it when a search fails. */
export function searchProviderName(config: SearchConfig): string {
  return config.algolia
    ? `Algolia index ${config.algolia.indexName}, then the embedded index`
    : `the embedded index at ${SEARCH_INDEX_URL}`;
}

let shared: SearchClient | undefined;

/** The page's one search client: embedded by default; Algolia, falling back to embedded, when configured. */
export function getSearchClient(config = browserSearchConfig()): SearchClient {
  if (shared) return shared;
  const embedded = createEmbeddedClient(fetchIndex);
  shared = config.algolia ? withFallback(lazyAlgolia(config.algolia), embedded) : embedded;
  return shared;
}

/** Algolia's client code loads only on a site that is configured for it. */
function lazyAlgolia(config: NonNullable<SearchConfig['algolia']>): SearchClient {
  const client = import('./algolia').then((algolia) => algolia.createAlgoliaClient(config));
  return { search: async (requests) => (await client).search(requests) };
}

/** Starts loading the embedded index early (on intent to search) so the first results come fast. */
export function warmSearch(): void {
  if (browserSearchConfig().algolia) return;
  void getSearchClient()
    .search([{ indexName: 'warm', query: '' }])
    .catch(() => {});
}
