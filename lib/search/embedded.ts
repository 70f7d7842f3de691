import { contextOf, type SearchContext } from './search-context';
import { highlight, HIGHLIGHT_POST, HIGHLIGHT_PRE, snippet, snippetWords } from './hit-highlight';
import { normalizeQuery, tokenize } from './query';
import { buildSearchIndex, buildSearchIndexProgressively, rankRecords, type RankedHit, type SearchIndex } from './rank';
import type { DocSearchRecord, Hierarchy, SearchClient, SearchHit, SearchRequest, SearchResult } from './types';

const LEVELS: (keyof Hierarchy)[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Builds the index over the records in one go (scripts and tests). */
export const buildIndex = buildSearchIndex;

/** Runs one query: the records in rank order, page by page (see lib/search/rank.ts). */
export function queryIndex(index: SearchIndex, query: string, context?: SearchContext): RankedHit[] {
  return rankRecords(index, query, context);
}

/** The query as the search box takes it (at most 64 characters, trimmed), or '' when nothing is left. */
export const askedQuery = (input: string) => normalizeQuery(input).trim();

function toHit(record: DocSearchRecord, terms: string[], request: SearchRequest): SearchHit {
  const pre = request.highlightPreTag ?? HIGHLIGHT_PRE;
  const post = request.highlightPostTag ?? HIGHLIGHT_POST;
  const hierarchy = Object.fromEntries(
    LEVELS.filter((level) => record.hierarchy[level]).map((level) => [level, highlight(record.hierarchy[level]!, terms, pre, post)]),
  );
  const hit: SearchHit = { ...record, _highlightResult: { hierarchy } };
  if (record.content) {
    hit._highlightResult!.content = highlight(record.content, terms, pre, post);
    hit._snippetResult = { content: snippet(record.content, terms, snippetWords(request.attributesToSnippet, 'content'), pre, post) };
  }
  return hit;
}

/**
 * The embedded provider: the build's records, loaded on first use and searched in the browser,
 * answering in the same shape as Algolia's multi-index query.
 */
export function createEmbeddedClient(loadRecords: () => Promise<DocSearchRecord[]>): SearchClient {
  let ready: Promise<{ index: SearchIndex; complete: Promise<void> }> | undefined;
  const load = () => {
    ready ??= loadRecords().then((records) => buildSearchIndexProgressively(records));
    // A failed load is retried on the next search instead of failing forever.
    ready.catch(() => {
      ready = undefined;
    });
    return ready;
  };
  return {
    async search(requests) {
      const { index, complete } = await load();
      const { records } = index;
      const partial = !index.recordIndex;
      const results = requests.map((request, n): SearchResult => {
        const query = askedQuery(request.query);
        if (!query) return { hits: [], nbHits: 0, query, queryID: `embedded-${n}` };
        const matches = queryIndex(index, query, contextOf(request));
        const terms = [...new Set([...tokenize(query), ...matches.slice(0, 50).flatMap((match) => match.terms)])];
        const hits = matches.slice(0, request.hitsPerPage ?? 20).map((match) => toHit(records[match.id as number], terms, request));
        return { hits, nbHits: matches.length, query, queryID: `embedded-${n}` };
      });
      return partial ? { results, servedBy: 'embedded', refine: complete } : { results, servedBy: 'embedded' };
    },
  };
}
