import { SEARCH_TRIGGER } from '@/lib/search/shortcut';
import { SearchIcon } from './search-icon';

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
      <SearchIcon className="search-field-icon" size={22} />
      <input type="search" name="q" className="search-field-input" aria-label={label} placeholder={placeholder} autoComplete="off" />
      <kbd className="search-field-keys" aria-hidden="true">
        Ctrl K
      </kbd>
    </form>
  );
}
