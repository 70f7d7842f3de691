/**
 * The scroll offset that shows `item` inside a scroll box, a third of the way down, or the current
 * offset when it is already fully in view. Offsets are in px; `itemTop` is relative to the box's content.
 */
export function revealOffset(
  box: { scrollTop: number; clientHeight: number; scrollHeight: number },
  item: { top: number; height: number },
): number {
  const visible = item.top >= box.scrollTop && item.top + item.height <= box.scrollTop + box.clientHeight;
  if (visible) return box.scrollTop;
  const target = Math.round(item.top - box.clientHeight / 3);
  return Math.max(0, Math.min(target, box.scrollHeight - box.clientHeight));
}

/**
 * Scrolls `box` (a sidebar or the menu) so its current page's link shows, without scrolling the page
 * itself: it sets the box's own scrollTop, where scrollIntoView would move every scrolling ancestor.
 */
export function revealCurrent(box: Element | null): void {
  const link = box?.querySelector('[aria-current="page"]');
  if (!box || !link || box.scrollHeight <= box.clientHeight) return;
  const top = link.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
  box.scrollTop = revealOffset(box, { top, height: link.getBoundingClientRect().height });
}
