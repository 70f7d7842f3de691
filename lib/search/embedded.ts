import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import { highlight, HIGHLIGHT_POST, HIGHLIGHT_PRE, snippet, snippetWords } from './highlight';
import { normalizeQuery, tokenize } from './query';
import { ownText } from './records';
import type { DocSearchRecord, Hierarchy, SearchClient, SearchHit, SearchRequest, SearchResult } from './types';

/** How much a match counts by record type: a page title above its headings above passing mentions. */
const TYPE_BOOST: Record<DocSearchRecord['type'], number> = { lvl1: 3, lvl2: 2, lvl3: 1.6, lvl4: 1.3, lvl5: 1.2, lvl6: 1.1, content: 1 };
const LEVELS: (keyof Hierarchy)[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

interface Indexed {
  id: number;
  own: string;
  path: string;
}

const newIndex = () => new MiniSearch<Indexed>({
  fields: ['own', 'path'],
  tokenize,
  processTerm: (term) => term,
  searchOptions: { tokenize, processTerm: (term) => term },
});

const documents = (records: DocSearchRecord[]): Indexed[] => records.map((record, id) => ({
  id,
  own: ownText(record),
  path: [record.hierarchy.lvl1, ...LEVELS.slice(2).map((level) => record.hierarchy[level])].filter((part) => part && part !== ownText(record)).join(' '),
}));

/** Builds the index over the records in one go (scripts and tests). */
export function buildIndex(records: DocSearchRecord[]): MiniSearch<Indexed> {
  const index = newIndex();
  index.addAll(documents(records));
  return index;
}

/** Builds the same index in chunks that yield to the browser, so indexing never blocks input for long. */
export async function buildIndexInChunks(records: DocSearchRecord[]): Promise<MiniSearch<Indexed>> {
  const index = newIndex();
  await index.addAllAsync(documents(records), { chunkSize: 400 });
  return index;
}

/** Runs one query: every term must match (typos and the word being typed allowed), else any term may. */
export function queryIndex(index: MiniSearch<Indexed>, records: DocSearchRecord[], query: string): MiniResult[] {
  const options = {
    boost: { own: 2, path: 1 },
    prefix: (term: string, i: number, terms: string[]) => i === terms.length - 1 || term.length >= 5,
    fuzzy: (term: string) => (term.length >= 5 ? 0.25 : term.length >= 4 ? 1 : false),
    boostDocument: (id: unknown) => TYPE_BOOST[records[id as number].type],
  };
  const all = index.search(query, { ...options, combineWith: 'AND' });
  return all.length ? all : index.search(query, { ...options, combineWith: 'OR' });
}

function toHit(record: DocSearchRecord, terms: string[], request: SearchRequest): SearchHit {
  const pre = request.highlightPreTag ?? HIGHLIGHT_PRE;
  const post = request.highlightPostTag ?? HIGHLIGHT_POST;
  const hierarchy = Object.fromEntries(LEVELS.filter((level) => record.hierarchy[level]).map((level) => [level, highlight(record.hierarchy[level]!, terms, pre, post)]));
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
  let ready: Promise<{ records: DocSearchRecord[]; index: MiniSearch<Indexed> }> | undefined;
  const load = () => {
    ready ??= loadRecords().then(async (records) => ({ records, index: await buildIndexInChunks(records) }));
    // A failed load is retried on the next search instead of failing forever.
    ready.catch(() => { ready = undefined; });
    return ready;
  };
  return {
    async search(requests) {
      const { records, index } = await load();
      const results = requests.map((request, n): SearchResult => {
        const query = normalizeQuery(request.query).trim();
        if (!query) return { hits: [], nbHits: 0, query, queryID: `embedded-${n}` };
        const matches = queryIndex(index, records, query);
        const terms = [...new Set([...tokenize(query), ...matches.slice(0, 50).flatMap((match) => match.terms)])];
        const hits = matches.slice(0, request.hitsPerPage ?? 20).map((match) => toHit(records[match.id as number], terms, request));
        return { hits, nbHits: matches.length, query, queryID: `embedded-${n}` };
      });
      return { results, servedBy: 'embedded' };
    },
  };
}
