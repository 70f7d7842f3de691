type ShortcutEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'> & { target?: EventTarget | null };

/** Whether the reader is typing into the element, where `/` is a character and not a shortcut. */
function isEditable(target: EventTarget | null | undefined): boolean {
  const element = target as { isContentEditable?: boolean; tagName?: string } | null | undefined;
  return !!element && (!!element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName ?? ''));
}

/** Ctrl+K or Cmd+K without other modifiers, which toggles the search; or `/` outside a text field, which opens it. */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  const key = event.key.toLowerCase();
  if (key === 'k') return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
  return key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
}

/**
 * Marks a search field in a page's body (home, not-found) that opens the navbar's search modal; until the app starts it is a plain
 * form to /search.
 */
export const SEARCH_TRIGGER = 'data-search-trigger';

/** Marks the navbar's search button: pressed before the app listens, it asks for the search as the shortcut does (early-input.ts). */
export const OPENS_SEARCH = 'data-opens-search';
