'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { isSearchShortcut } from '@/lib/search/shortcut';

const loadModal = () => import('./search-modal.client');
const SearchModal = dynamic(loadModal, { ssr: false });

/** The navbar's search button. The modal and the index load on intent: hover, focus, touch or Ctrl/Cmd+K. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const prepare = useCallback(() => {
    void loadModal();
    void import('@/lib/search/client').then((search) => search.warmSearch());
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      prepare();
      setOpen((was) => !was);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [prepare]);

  return (
    <>
      <button type="button" className="search-button" onClick={() => { prepare(); setOpen(true); }} onPointerEnter={prepare} onFocus={prepare} onTouchStart={prepare} aria-keyshortcuts="Control+K Meta+K">
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><circle cx="11" cy="11" r="7" /><path d="m20 20-4-4" /></svg>
        <span className="search-button-label">Search</span>
        <kbd className="search-button-keys" aria-hidden="true">Ctrl K</kbd>
      </button>
      {open && <SearchModal onClose={() => setOpen(false)} />}
    </>
  );
}
