/**
 * The heading the reader is at: the last one whose top has scrolled above `offset` px from the
 * top of the viewport, or the first heading when none has yet. At the end of the page the last
 * heading wins, since short final sections can never scroll to the top.
 */
export function activeHeadingId(headings: { id: string; top: number }[], offset: number, atPageEnd = false): string | undefined {
  if (atPageEnd && headings.length) return headings[headings.length - 1].id;
  let active = headings[0]?.id;
  for (const heading of headings) {
    if (heading.top <= offset) active = heading.id;
    else break;
  }
  return active;
}
