import type { DocVersion } from './doc-version';
import { EDITION_MAP, type EditionRow } from './edition-map';

/** The pages a counterpart may be: each page's route and its edition (sidebar name), and each edition's root folder. */
export interface EditionPages {
  pages: ReadonlyMap<string, string>;
  roots: Readonly<Record<string, string>>;
}

/**
 * The page of edition `to` that covers what `route`, a page of edition `from`, covers: the same path under
 * `to`'s root when that is a page of `to` (/cp/guide/connect/snowflake ↔ /oss/guide/connect/snowflake),
 * else the first page of `to` that exists in the first row of `table` listing `route` for `from`.
 * Undefined when there is none: the dropdown then opens `to`'s start page.
 */
export function counterpartRoute(
  route: string,
  from: string,
  to: string,
  existing: EditionPages,
  table: readonly EditionRow[] = EDITION_MAP,
): string | undefined {
  if (from === to) return route;
  const ofTarget = (candidate: string) => existing.pages.get(candidate) === to;
  const fromPrefix = `/${existing.roots[from]}/`;
  if (route.startsWith(fromPrefix) && existing.roots[to]) {
    const samePath = `/${existing.roots[to]}/${route.slice(fromPrefix.length)}`;
    if (ofTarget(samePath)) return samePath;
  }
  const row = table.find((candidate) => candidate[from]?.includes(route));
  return row?.[to]?.find(ofTarget);
}

/**
 * For a page, its counterpart in every other version's edition that has one, by version id: what the page
 * hands the dropdown (components/shell/version-select.client.tsx), so the table stays on the server.
 */
export function versionCounterparts(
  route: string,
  edition: string,
  versions: readonly DocVersion[],
  existing: EditionPages,
  table: readonly EditionRow[] = EDITION_MAP,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const version of versions) {
    if (version.sidebar === edition) continue;
    const target = counterpartRoute(route, edition, version.sidebar, existing, table);
    if (target && target !== version.href) found[version.id] = target;
  }
  return found;
}
