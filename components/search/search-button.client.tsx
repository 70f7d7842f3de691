'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { takeOverSearchShortcut } from '@/lib/browser/early-input-bridge';
import { isSearchShortcut, OPENS_SEARCH, SEARCH_TRIGGER } from '@/lib/search/shortcut';
import { SearchIcon } from './search-icon';
import type { EditionScopes } from '@/lib/config/doc-version';

const loadModal = () => import('./search-modal.client');
const SearchModal = dynamic(loadModal, { ssr: false });

/**
 * The navbar's search button. The modal and the index load on intent: hover, focus, touch or Ctrl/Cmd+K.
 * It also serves the search fields marked with SEARCH_TRIGGER, so those pages ship no code of their own.
 */
export function SearchButton({ scopes }: { scopes: EditionScopes }) {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const prepare = useCallback(() => {
    void loadModal();
    void import('@/lib/search/client').then((search) => search.warmSearch());
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      prepare();
      setOpen((was) => event.key === '/' || !was);
    };
    window.addEventListener('keydown', onKeyDown);
    // The reader asked for the search before this listened (lib/inline-scripts/early-input.ts): open it now, as the shortcut would.
    if (takeOverSearchShortcut())
      queueMicrotask(() => {
        prepare();
        setOpen(true);
      });
    const trigger = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(`[${SEARCH_TRIGGER}]`) : null);
    const openFrom = (field: HTMLElement, event: Event) => {
      const input = field.querySelector('input');
      event.preventDefault();
      prepare();
      setInitialQuery(input?.value ?? '');
      if (input) {
        input.value = '';
        input.blur();
      }
      setOpen(true);
    };
    const onClick = (event: MouseEvent) => {
      const field = trigger(event);
      if (field) openFrom(field, event);
    };
    const onInput = (event: Event) => {
      const field = trigger(event);
      if (field) openFrom(field, event);
    };
    const onIntent = (event: Event) => {
      if (trigger(event)) prepare();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('input', onInput);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      takeOverSearchShortcut(false);
      document.removeEventListener('click', onClick);
      document.removeEventListener('input', onInput);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [prepare]);

  return (
    <>
      <button
        type="button"
        className="search-button"
        onClick={() => {
          prepare();
          setInitialQuery('');
          setOpen(true);
        }}
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        aria-keyshortcuts="Control+K Meta+K /"
        {...{ [OPENS_SEARCH]: '' }}
      >
        <SearchIcon size={18} />
        <span className="search-button-label">Search</span>
        <kbd className="search-button-keys" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open && <SearchModal initialQuery={initialQuery} scopes={scopes} onClose={() => setOpen(false)} />}
    </>
  );
}
