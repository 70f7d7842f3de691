import { compareVersions } from './version';

export interface ReleaseSummary {
  version: string;
}

/** Newest first, by version compared as numbers (0.10.0 is newer than 0.9.1). Dates play no part: most notes have none. */
export function sortReleases<T extends ReleaseSummary>(releases: T[]): T[] {
  return [...releases].sort((a, b) => compareVersions(b.version, a.version));
}

export const RELEASES_PER_PAGE = 10;

/**
 * Splits the list into as few pages as hold `perPage` each, with sizes that differ by at most one, the
 * larger first (50 items: five pages of 10; 41: 9, 8, 8, 8, 8, never a last page of one); an empty list
 * still has one (empty) page.
 */
export function paginate<T>(items: T[], perPage = RELEASES_PER_PAGE): T[][] {
  if (perPage < 1) throw new Error('perPage must be at least 1');
  const count = Math.max(1, Math.ceil(items.length / perPage));
  const base = Math.floor(items.length / count);
  const extra = items.length % count;
  const pages: T[][] = [];
  let start = 0;
  for (let index = 0; index < count; index++) {
    const size = base + (index < extra ? 1 : 0);
    pages.push(items.slice(start, start + size));
    start += size;
  }
  return pages;
}

/** The route of page `n` (1-based) of a list at `base`: the first page is `base` itself, the others `base/page/n`. */
export const listPageRoute = (base: string, n: number) => (n <= 1 ? base : `${base}/page/${n}`);

/** The Wren AI Cloud version pages' list: /cp/releases and its further pages. */
export const RELEASES_ROUTE = '/cp/releases';

/** The release list's title and description, as its first page and its search records give them. */
export const RELEASE_LIST_TITLE = 'Release notes';
export const RELEASE_LIST_DESCRIPTION =
  'The versions of Wren AI Cloud, newest first, each with its own page; what changed in each open-source release is in the changelog.';

export interface ListPage<T> {
  number: number;
  route: string;
  items: T[];
}

/** A list's pages at `base`: their number, route and items, in the order given. */
export function listPages<T>(base: string, items: T[]): ListPage<T>[] {
  return paginate(items).map((pageItems, index) => ({ number: index + 1, route: listPageRoute(base, index + 1), items: pageItems }));
}

/** The sentence every cloud version page without notes opens with, and that its description repeats. */
const NOT_AVAILABLE = /^Release notes for .+ are not available\b/;

/** What a cloud version's entry on the list shows under its title: its description, unless that only says its notes are not available. */
export const listedDescription = (release: { description?: string }) =>
  release.description && !NOT_AVAILABLE.test(release.description) ? release.description : undefined;

export interface ArchiveGroup<T> {
  /** An id for the group's heading: 'versions-0-40' for 0.40.0 to 0.49.x. */
  id: string;
  /** 'Versions 0.40.0 to 0.43.1': the newest and oldest version the group holds. */
  label: string;
  releases: T[];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Groups releases (already sorted newest first) by ten minor versions (0.40 to 0.49, 0.30 to 0.39, ...), keeping their order. */
export function groupByVersionRange<T extends ReleaseSummary>(releases: T[]): ArchiveGroup<T>[] {
  const groups: (ArchiveGroup<T> & { key: string })[] = [];
  for (const release of releases) {
    const [major, minor] = release.version.split('.').map(Number);
    const key = `${major}-${Math.floor(minor / 10) * 10}`;
    let group = groups.at(-1);
    if (group?.key !== key) groups.push((group = { key, id: `versions-${key}`, label: '', releases: [] }));
    group.releases.push(release);
  }
  return groups.map(({ key: _key, ...group }) => {
    const newest = group.releases[0].version;
    const oldest = group.releases.at(-1)!.version;
    return { ...group, label: newest === oldest ? `Version ${newest}` : `Versions ${oldest} to ${newest}` };
  });
}

/** 'July 8, 2024' from '2024-07-08', independent of the machine's time zone. */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

export const TRUNCATE_MARKER = '<!-- truncate -->';

/** The part of a note's Markdown shown on list pages: up to the truncation marker, or all of it. */
export function excerptOf(markdown: string): { excerpt: string; truncated: boolean } {
  const index = markdown.indexOf(TRUNCATE_MARKER);
  return index < 0 ? { excerpt: markdown, truncated: false } : { excerpt: markdown.slice(0, index), truncated: true };
}
