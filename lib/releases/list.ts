import { compareVersions } from './version';

export interface ReleaseSummary {
  version: string;
  /** YYYY-MM-DD */
  date: string;
}

/** Newest first: by date, then by version when two share a day. */
export function sortReleases<T extends ReleaseSummary>(releases: T[]): T[] {
  return [...releases].sort((a, b) => b.date.localeCompare(a.date) || compareVersions(b.version, a.version));
}

export const RELEASES_PER_PAGE = 10;

/** Splits the list into pages of `perPage`; an empty list still has one (empty) page. */
export function paginate<T>(items: T[], perPage = RELEASES_PER_PAGE): T[][] {
  if (perPage < 1) throw new Error('perPage must be at least 1');
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages.length ? pages : [[]];
}

/** The route of list page `n` (1-based): the first page is the section's own route. */
export function listPageRoute(n: number): string {
  return n <= 1 ? '/cp/releases' : `/cp/releases/page/${n}`;
}

export interface ArchiveMonth<T> {
  /** 'YYYY-MM' */
  month: string;
  label: string;
  releases: T[];
}

export interface ArchiveYear<T> {
  year: string;
  months: ArchiveMonth<T>[];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Groups releases (already sorted newest first) by year, then month, keeping their order. */
export function groupByYearMonth<T extends ReleaseSummary>(releases: T[]): ArchiveYear<T>[] {
  const years: ArchiveYear<T>[] = [];
  for (const release of releases) {
    const [year, month] = release.date.split('-');
    let y = years.at(-1);
    if (y?.year !== year) years.push((y = { year, months: [] }));
    let m = y.months.at(-1);
    if (m?.month !== `${year}-${month}`) y.months.push((m = { month: `${year}-${month}`, label: `${MONTHS[Number(month) - 1]} ${year}`, releases: [] }));
    m.releases.push(release);
  }
  return years;
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
