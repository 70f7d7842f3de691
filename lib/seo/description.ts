/** Longest meta description we emit; search engines cut longer ones anyway. */
export const DESCRIPTION_MAX = 160;

/**
 * One line for meta tags from a run of prose: whitespace collapsed, cut at a word boundary
 * with an ellipsis when it is longer than `max`.
 */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  // Up to max - 1 characters and the ellipsis; a space at index max - 1 still ends a whole word.
  const head = flat.slice(0, max);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head.slice(0, max - 1)).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The page's own description, else a summary of its first paragraph, else its title. */
export function describePage(page: { title: string; description?: string; firstParagraph?: string }): string {
  if (page.description?.trim()) return page.description.trim();
  const summary = page.firstParagraph ? summarize(page.firstParagraph) : '';
  return summary || page.title;
}
