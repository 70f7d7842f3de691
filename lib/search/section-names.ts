/** The search sections (lvl0) that are not docs pages, and rank below them unless a query asks for them. */
export const RELEASES_SECTION = 'Release notes';
export const API_SECTION = 'API reference';
