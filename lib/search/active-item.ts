/**
 * Which option stays active when a list of hits is replaced by a fuller one (the embedded index's first
 * answer, from titles and headings, by its full answer): the option the reader had moved to, else the first
 * option on the same page, else the first option. `null` (nothing active) stays `null`.
 */
export function keptActiveItem(before: { url: string }[], activeItemId: number | null, after: { url: string }[]): number | null {
  if (activeItemId === null) return null;
  const chosen = before[activeItemId]?.url;
  if (chosen === undefined) return 0;
  const exact = after.findIndex((item) => item.url === chosen);
  if (exact >= 0) return exact;
  const page = pageOf(chosen);
  return Math.max(
    0,
    after.findIndex((item) => pageOf(item.url) === page),
  );
}

const pageOf = (url: string) => url.split('#')[0];
