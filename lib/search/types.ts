/** A search record in the DocSearch shape, the same for the embedded index and Algolia. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface DocSearchRecord {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** The page, with the heading's anchor when the record sits under one: '/cp/guide/dbt#set-up'. */
  url: string;
  /** A page record (type lvl1) only: the frontmatter's words readers search with that the page does not use. */
  keywords?: string[];
  /** A page record only: the frontmatter's questions the page answers, in readers' words. */
  questions?: string[];
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface SearchHit extends DocSearchRecord {
  _highlightResult?: { hierarchy?: Partial<Record<keyof Hierarchy, HighlightResult>>; content?: HighlightResult };
  _snippetResult?: { content?: HighlightResult };
}

/** One request of an Algolia multi-index query, with the parameters this site sends. */
export interface SearchRequest {
  indexName: string;
  query: string;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  hitsPerPage?: number;
  /** Algolia's soft filters; the site sends `hierarchy.lvl0:<section>` to prefer the reader's section. */
  optionalFilters?: string[];
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  query: string;
  queryID?: string;
}

export interface SearchResponse {
  results: SearchResult[];
  /** Set when the answer came from the embedded index because the configured provider failed. */
  servedBy?: 'embedded' | 'algolia' | 'embedded-fallback';
  /**
   * Set when the answer is a first, coarser one (the embedded index answers from page titles,
   * descriptions and headings while it still indexes the text): resolves when asking again gives the full answer.
   */
  refine?: Promise<void>;
}

/** The one contract both providers speak. */
export interface SearchClient {
  search(requests: SearchRequest[]): Promise<SearchResponse>;
}
