import type { SearchRequest } from './types';

/** Where the reader searches from: the section (lvl0) of the page the search was opened on. */
export interface SearchContext {
  section?: string;
}

const SECTION_FILTER = 'hierarchy.lvl0:';

/** The name of the meta tag that tells the search which section a page belongs to (DocSearch reads `docsearch:*` tags the same way). */
export const SECTION_META = 'docsearch:lvl0';

/** The optional filter that prefers a section, as Algolia takes it; the embedded index reads the same filter. */
export const sectionFilter = (section: string) => `${SECTION_FILTER}${section}`;

/** The section a request prefers, from its optional filters. */
export function contextOf(request: Pick<SearchRequest, 'optionalFilters'>): SearchContext {
  const filter = request.optionalFilters?.find((value) => value.startsWith(SECTION_FILTER));
  return filter ? { section: filter.slice(SECTION_FILTER.length) } : {};
}
