/** Scrolled less than this from the top, the navbar always shows. */
export const NAVBAR_REVEAL_ZONE = 80;

/** Whether the navbar should be hidden after the page scrolled from `previousY` to `y`. */
export function navbarHiddenAfterScroll(previousY: number, y: number, hidden: boolean): boolean {
  if (y < NAVBAR_REVEAL_ZONE) return false;
  if (y > previousY + 4) return true;
  if (y < previousY - 4) return false;
  return hidden;
}
