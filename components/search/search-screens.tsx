import { reportUrl, SEARCH_TEXT, suggestionsFor } from '@/lib/search/screens';

export function SearchError() {
  return (
    <div className="search-screen" role="alert">
      <p className="search-screen-title">{SEARCH_TEXT.errorTitle}</p>
      <p>{SEARCH_TEXT.errorHelp}</p>
    </div>
  );
}

/** Nothing matched: say so with the query as text, offer up to three queries and a way to report it. */
export function NoResults({ query, onSuggest }: { query: string; onSuggest: (query: string) => void }) {
  const suggestions = suggestionsFor(query);
  return (
    <div className="search-screen" role="status">
      <p className="search-screen-title">
        {SEARCH_TEXT.noResults} “<strong>{query}</strong>”
      </p>
      {suggestions.length > 0 && (
        <>
          <p>Try searching for:</p>
          <ul className="search-suggestions">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="link-button" onClick={() => onSuggest(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="search-report">
        {SEARCH_TEXT.reportPrompt}{' '}
        <a href={reportUrl(query)} target="_blank" rel="noopener noreferrer">
          {SEARCH_TEXT.reportLink}
        </a>
      </p>
    </div>
  );
}
