import { distance } from 'fastest-levenshtein';

const normalize = (path: string) =>
  path
    .toLowerCase()
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
    .replace(/(.)\/+$/, '$1');
const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The routes nearest to `path` by spelling, best first: for the not-found page's "Did you mean".
 * A route counts by its whole path, or by its last segment (a page that moved to another folder keeps
 * its name) at a small extra cost; a route further than about a third of the address's length is no match,
 * nor one more than one edit behind the best.
 */
export function nearestRoutes(path: string, routes: readonly string[], limit = 3): string[] {
  const wanted = normalize(path);
  if (!wanted || wanted === '/') return [];
  const threshold = Math.max(2, Math.ceil(wanted.length * 0.3));
  const scored: { route: string; score: number }[] = [];
  for (const route of new Set(routes)) {
    const candidate = normalize(route);
    if (candidate === wanted) continue;
    const whole = distance(wanted, candidate);
    const name = lastSegment(wanted).length >= 4 ? distance(lastSegment(wanted), lastSegment(candidate)) + 2 : Infinity;
    const score = Math.min(whole, name);
    if (score <= threshold) scored.push({ route, score });
  }
  scored.sort((a, b) => a.score - b.score || a.route.length - b.route.length || a.route.localeCompare(b.route));
  // Only the near-best: a clear match is not diluted by pages that merely share a word.
  const best = scored[0]?.score ?? 0;
  return scored
    .filter((entry) => entry.score <= best + 1)
    .slice(0, limit)
    .map((entry) => entry.route);
}

/** A page the not-found page can offer: its address, title and the documentation set it belongs to. */
export interface PageTitle {
  route: string;
  title: string;
  /** 'Wren AI Cloud', 'Wren AI Core', 'Wren GenBI Classic', 'Release notes'. */
  section?: string;
}

/** The pages nearest to `path` by spelling (nearestRoutes), with their titles, best first. */
export function nearestPages(path: string, pages: readonly PageTitle[], limit = 3): PageTitle[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  return nearestRoutes(path, [...byRoute.keys()], limit).map((route) => byRoute.get(route)!);
}
