'use client';

import { useCallback, useState } from 'react';
import {
  addRecent,
  FAVOURITES_KEY,
  readSaved,
  RECENT_KEY,
  removeSaved,
  toggleFavourite,
  trimRecent,
  writeSaved,
  type SavedHit,
} from '@/lib/search/storage';

/** Recent picks and favourites, kept in localStorage. */
export function useSavedHits() {
  const [recent, setRecent] = useState<SavedHit[]>(() => (typeof window === 'undefined' ? [] : readSaved(localStorage, RECENT_KEY)));
  const [favourites, setFavourites] = useState<SavedHit[]>(() =>
    typeof window === 'undefined' ? [] : readSaved(localStorage, FAVOURITES_KEY),
  );
  const update = (key: string, set: (list: SavedHit[]) => void) => (list: SavedHit[]) => {
    writeSaved(localStorage, key, list);
    set(list);
  };
  const saveRecent = update(RECENT_KEY, setRecent);
  const saveFavourites = update(FAVOURITES_KEY, setFavourites);
  return {
    recent,
    favourites,
    remember: useCallback(
      (hit: SavedHit) => saveRecent(addRecent(readSaved(localStorage, RECENT_KEY), hit, readSaved(localStorage, FAVOURITES_KEY))),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- it reads storage, not state, and its setter is stable
      [],
    ),
    forgetRecent: (url: string) => saveRecent(removeSaved(recent, url)),
    toggleFavourite: (hit: SavedHit) => {
      const next = toggleFavourite(favourites, hit);
      saveFavourites(next);
      // A first favourite leaves room for 4 recent searches: storage keeps no more than show.
      if (recent.length > trimRecent(recent, next).length) saveRecent(trimRecent(recent, next));
    },
    forgetFavourite: (url: string) => saveFavourites(removeSaved(favourites, url)),
  };
}
