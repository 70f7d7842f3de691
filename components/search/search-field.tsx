import { SEARCH_TRIGGER } from '@/lib/search/shortcut';

/**
 * A large search field for a page's body. Without JavaScript it is a form that opens /search; once the
 * app runs, the navbar's SearchButton opens its modal from it (a click or the first keystroke), so the
 * page ships no search code of its own.
 */
export function SearchField({
  label = 'Search the documentation',
  placeholder = 'Search the docs',
}: {
  label?: string;
  placeholder?: string;
}) {
  return (
    <form action="/search" role="search" className="search-field" {...{ [SEARCH_TRIGGER]: '' }}>
      <svg
        className="search-field-icon"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-4-4" />
      </svg>
      <input type="search" name="q" className="search-field-input" aria-label={label} placeholder={placeholder} autoComplete="off" />
      <kbd className="search-field-keys" aria-hidden="true">
        Ctrl K
      </kbd>
    </form>
  );
}
