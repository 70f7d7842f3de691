import { liteClient } from 'algoliasearch/lite';
import type { AlgoliaConfig } from './config';
import type { SearchClient, SearchRequest, SearchResponse, SearchResult } from './types';

/** The spec's timeouts, in milliseconds. A host that fails is skipped for 2 minutes (algoliasearch's own rule). */
export const ALGOLIA_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 };

function toHost(host: string) {
  const url = /^https?:\/\//.test(host) ? new URL(host) : new URL(`https://${host}`);
  return { url: url.host, protocol: url.protocol.replace(':', '') as 'http' | 'https', accept: 'read' as const };
}

/** The Algolia provider: the same multi-index query, sent to Algolia through algoliasearch. */
export function createAlgoliaClient(config: AlgoliaConfig): SearchClient {
  const client = liteClient(config.appId, config.apiKey, {
    timeouts: ALGOLIA_TIMEOUTS,
    ...(config.hosts ? { hosts: config.hosts.map(toHost) } : {}),
  });
  return {
    async search(requests: SearchRequest[]): Promise<SearchResponse> {
      const response = await client.search({ requests: requests.map((request) => ({ ...request, indexName: config.indexName })) });
      const results = response.results.map((result) => {
        const { hits = [], nbHits = 0, query = '', queryID } = result as unknown as SearchResult;
        return { hits, nbHits, query, queryID };
      });
      return { results, servedBy: 'algolia' };
    },
  };
}
