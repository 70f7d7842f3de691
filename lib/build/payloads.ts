/**
 * The RSC payload files of the static export that the client router of Next.js 16 never requests.
 *
 * `next build` writes, for every page, `<page>.txt` (the whole page's payload, fetched on a click
 * navigation to a page that was not prefetched) and a folder `<page>/` with the per-segment files
 * of its prefetch: `__next._tree.txt` (the route tree), `__next.<segment>.__PAGE__.txt` (the page segment, with the
 * root layout inlined into it while that is small; else that is `__next._index.txt`) and `__next._full.txt`. The last one is a byte
 * for byte copy of `<page>.txt`: Next.js keeps it for servers that answer prefetches themselves, and
 * the client never asks for it (no request key of the segment cache maps to `_full`; see docs/ARCHITECTURE.md,
 * "Output size", for the evidence). A browser test (test/e2e/navigation.test.ts) fails if the router
 * of a later Next.js version starts to ask for a file this removes.
 */
export const UNFETCHED_PAYLOAD = '__next._full.txt';

/** Whether a file of out/ (path relative to it, '/' or the platform's separator) is a payload the router never fetches. */
export function isUnfetchedPayload(relativePath: string): boolean {
  const name = relativePath.split(/[\\/]/).pop() ?? '';
  return name === UNFETCHED_PAYLOAD;
}
