/** A search result kept on this device: recent picks and favourites. */
export interface SavedHit {
  url: string;
  title: string;
  section: string;
  /** The heading under the page title, when the hit was a section of the page. */
  heading?: string;
}

export const RECENT_KEY = 'search-recent';
export const FAVOURITES_KEY = 'search-favourites';
export const MAX_RECENT = 7;
export const MAX_RECENT_WITH_FAVOURITES = 4;
export const MAX_FAVOURITES = 10;

/** How many recent searches show: 7, or 4 when favourites take part of the screen. */
export const recentLimit = (favourites: SavedHit[]) => (favourites.length ? MAX_RECENT_WITH_FAVOURITES : MAX_RECENT);

/** Puts `hit` first, once, keeping at most as many as show: 7, or 4 when there are favourites. */
export function addRecent(recent: SavedHit[], hit: SavedHit, favourites: SavedHit[] = []): SavedHit[] {
  return [hit, ...recent.filter((item) => item.url !== hit.url)].slice(0, recentLimit(favourites));
}

/** The recent list trimmed to what shows beside `favourites`, so storage keeps no more than the screen. */
export const trimRecent = (recent: SavedHit[], favourites: SavedHit[]): SavedHit[] => recent.slice(0, recentLimit(favourites));

export function removeSaved(list: SavedHit[], url: string): SavedHit[] {
  return list.filter((item) => item.url !== url);
}

/** Adds `hit` to the favourites (newest first, at most 10) or removes it when it is there. */
export function toggleFavourite(favourites: SavedHit[], hit: SavedHit): SavedHit[] {
  return favourites.some((item) => item.url === hit.url) ? removeSaved(favourites, hit.url) : [hit, ...favourites].slice(0, MAX_FAVOURITES);
}

export function readSaved(storage: Pick<Storage, 'getItem'>, key: string): SavedHit[] {
  try {
    const value = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((item) => typeof item?.url === 'string' && typeof item?.title === 'string') : [];
  } catch {
    return [];
  }
}

export function writeSaved(storage: Pick<Storage, 'setItem'>, key: string, list: SavedHit[]): void {
  try {
    storage.setItem(key, JSON.stringify(list));
  } catch {
    // Full or blocked storage: the list lives for this page only.
  }
}
