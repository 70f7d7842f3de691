/** Ctrl+K or Cmd+K, without other modifiers. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/**
 * Marks a search field in a page's body (home, not-found) that opens the navbar's search modal; until the app starts it is a plain
 * form to /search.
 */
export const SEARCH_TRIGGER = 'data-search-trigger';
