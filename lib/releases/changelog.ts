import type { ChangelogEntry } from './changelog-schema';
import { listPageRoute, listPages } from './list';
import { CHANGE_GROUPS, PRODUCTS } from './products';
import { compareVersions } from './version';

export type { Change, ChangelogEntry } from './changelog-schema';
export { CHANGE_GROUPS, PRODUCTS, type Product } from './products';

/**
 * The open-source changelog: what each release of Wren AI Core (`wren-v*` tags) and Wren GenBI
 * Classic (`0.x.y` tags) in github.com/Canner/WrenAI changed, from content/releases/changelog.yml.
 * It is the list of /oss/releases and the items of the release feeds. Its reader and schema
 * are in changelog-schema.ts, which pages do not import: zod and yaml stay out of their bundles.
 */

export const CHANGELOG_FILE = 'changelog.yml';
export const REPOSITORY = 'https://github.com/Canner/WrenAI';
/** The repository an entry's pull requests are in unless it names another (`pr_repository`). */
export const PR_REPOSITORY = 'Canner/WrenAI';

/** The changelog's own route under Open Source, its title and description. */
export const CHANGELOG_ROUTE = '/oss/releases';
export const CHANGELOG_TITLE = 'Open-source changelog';
export const CHANGELOG_DESCRIPTION =
  'What changed in each open-source release of Wren AI, Wren AI Core and GenBI Classic, newest first, ' +
  'with tag dates and links to the guides.';

/** Newest first, by tag date; on the same day, by product then version. */
export function sortChangelog(entries: ChangelogEntry[]): ChangelogEntry[] {
  return [...entries].sort(
    (a, b) => b.date.localeCompare(a.date) || a.product.localeCompare(b.product) || compareVersions(b.version, a.version),
  );
}

/** 'Wren AI Core 0.13.3'. */
export const entryTitle = (entry: Pick<ChangelogEntry, 'product' | 'version'>) => `${PRODUCTS[entry.product].label} ${entry.version}`;
/** The heading id of an entry: 'core-0-13-3', 'classic-0-29-2'. */
export const entryAnchor = (entry: Pick<ChangelogEntry, 'product' | 'version'>) => `${entry.product}-${entry.version.replace(/\./g, '-')}`;
export const entryTag = (entry: Pick<ChangelogEntry, 'product' | 'version'>) => PRODUCTS[entry.product].tag(entry.version);
export const tagUrl = (tag: string) => `${REPOSITORY}/tree/${tag}`;
/** A pull request's page: in Canner/WrenAI unless the entry names another repository. */
export const pullUrl = (pr: number, repository: string = PR_REPOSITORY) => `https://github.com/${repository}/pull/${pr}`;
/** How a pull request shows: '#2604' in Canner/WrenAI, 'wren-engine#1588' in another repository. */
export const pullLabel = (pr: number, repository: string = PR_REPOSITORY) =>
  repository === PR_REPOSITORY ? `#${pr}` : `${repository.split('/')[1]}#${pr}`;
/** The comparison of the release with the previous one on GitHub, when the previous tag exists. */
export const compareUrl = (entry: ChangelogEntry) =>
  entry.previous ? `${REPOSITORY}/compare/${PRODUCTS[entry.product].tag(entry.previous)}...${entryTag(entry)}` : undefined;

/** Where each entry's facts come from, for the page's Sources. */
export function entrySource(entry: ChangelogEntry): string {
  return entry.product === 'core'
    ? `Canner/WrenAI@${entryTag(entry)}:core/wren/CHANGELOG.md`
    : (compareUrl(entry) ?? tagUrl(entryTag(entry)));
}

/** The route of changelog page `n` (1-based): /oss/releases, then /oss/releases/page/n. */
export const changelogPageRoute = (n: number) => listPageRoute(CHANGELOG_ROUTE, n);

export interface ChangelogPage {
  number: number;
  route: string;
  entries: ChangelogEntry[];
}

/** The changelog's pages, newest first, at most 10 entries a page: their number, route and entries. */
export function changelogPages(entries: ChangelogEntry[]): ChangelogPage[] {
  return listPages(CHANGELOG_ROUTE, sortChangelog(entries)).map(({ items, ...page }) => ({ ...page, entries: items }));
}

/** The URL of an entry on the list: its page and heading. */
export function entryRoute(entries: ChangelogEntry[], entry: Pick<ChangelogEntry, 'product' | 'version'>): string {
  const page = changelogPages(entries).find((candidate) =>
    candidate.entries.some((e) => e.product === entry.product && e.version === entry.version),
  );
  if (!page) throw new Error(`${entryTitle(entry)} is not in the changelog`);
  return `${page.route}#${entryAnchor(entry)}`;
}

/** Every change of an entry, in the order New, Improved, Fixed. */
export const allChanges = (entry: ChangelogEntry) => CHANGE_GROUPS.flatMap((group) => entry[group.key]);

/** Splits text on backticks: odd parts are code. */
export function codeSpans(text: string): { code: boolean; text: string }[] {
  return text
    .split('`')
    .map((part, index) => ({ code: index % 2 === 1, text: part }))
    .filter((part) => part.text.length > 0);
}

/** A one-line summary of an entry for feeds and search: its first changes. */
export function entrySummary(entry: ChangelogEntry): string {
  const changes = allChanges(entry);
  if (!changes.length) return `Patch releases ${entry.patches.map((patch) => patch.version).join(', ')}.`;
  const text = changes
    .slice(0, 2)
    .map((change) => change.text.replace(/`/g, ''))
    .join(' ');
  return changes.length > 2 ? `${text} And ${changes.length - 2} more.` : text;
}
