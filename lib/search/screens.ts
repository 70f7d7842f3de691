/** Texts of the modal's screens, from the spec's error catalogue. */
export const SEARCH_TEXT = {
  placeholder: 'Search docs',
  noResults: 'No results for',
  reportPrompt: 'Believe this query should return results?',
  reportLink: 'Let us know.',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  stalled: 'Still searching…',
} as const;

/** What the console says before the error screen shows: the query, the provider that was asked, and why it failed. */
export function searchFailureMessage(query: string, provider: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `Search for "${query}" failed (${provider}): ${reason || 'no reason given'}`;
}

/** Queries offered when a search finds nothing. */
export const SUGGESTED_QUERIES = ['connect a data source', 'install', 'row-level security', 'API keys'];

/** Up to three suggestions, leaving out the query that just failed. */
export function suggestionsFor(query: string): string[] {
  return SUGGESTED_QUERIES.filter((suggestion) => suggestion !== query.trim().toLowerCase()).slice(0, 3);
}

/** Where 'Let us know.' leads: a new issue about the query, on the docs repository. */
export function reportUrl(query: string): string {
  const title = encodeURIComponent(`Docs search: no results for "${query}"`);
  return `https://github.com/Canner/WrenAI/issues/new?title=${title}&labels=documentation`;
}

/** Words per snippet: 10, or 5 on screens up to 768 px wide. */
export const snippetLength = (narrow: boolean) => (narrow ? 5 : 10);
