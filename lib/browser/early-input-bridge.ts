import { EARLY_INPUT_GLOBAL } from '@/lib/inline-scripts/early-input';

/** What the early-input script (lib/inline-scripts/early-input.ts) shares with the app on window. */
interface EarlyInput {
  searchRequested: boolean;
  searchListening: boolean;
}

const earlyInput = () => (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];

/**
 * Called by the search button once it listens for the shortcut itself (and with `false` when it stops): from then
 * on the early-input script lets the shortcut through. Returns whether the reader typed it before, so the button
 * opens the search now.
 */
export function takeOverSearchShortcut(listening = true): boolean {
  const early = earlyInput();
  if (!early) return false;
  early.searchListening = listening;
  const requested = listening && early.searchRequested;
  early.searchRequested = false;
  return requested;
}
