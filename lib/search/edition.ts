import sidebars from '@/content/sidebars';
import { versionForPath, type DocVersion } from '@/lib/config/doc-version';
import { siteConfig } from '@/lib/config/site-config';
import type { SidebarsConfig } from '@/lib/content/sidebar';

/**
 * The section (lvl0) search ranks first, for the documentation set the reader follows:
 * - on a page of a set (Cloud, Core, GenBI Classic), that page's set: the version dropdown shows it
 *   there, and choosing another set in the dropdown takes the reader to that set's pages;
 * - anywhere else (home, /search, release notes, not-found), the set last chosen in the dropdown;
 * - nothing when the reader never chose one: the ranking then prefers no set.
 * The section is the set's sidebar label, which the content build gives its pages' records as lvl0.
 * A query that names an edition ('on self hosted') still decides for itself (lib/search/rank.ts).
 */
export function preferredSection(
  pathname: string,
  saved: string | null,
  versions: readonly DocVersion[] = siteConfig.versions,
  bars: SidebarsConfig = sidebars,
): string | undefined {
  const version = versionForPath(pathname, versions, bars) ?? versions.find((candidate) => candidate.id === saved);
  return version ? bars[version.sidebar]?.label : undefined;
}

/** In the browser: the section to rank first, from the address and the stored dropdown choice (`storageKey`). */
export function chosenSection(storageKey: string): string | undefined {
  let saved: string | null = null;
  try {
    saved = window.localStorage.getItem(storageKey);
  } catch {
    /* storage blocked: no stored choice */
  }
  return preferredSection(window.location.pathname, saved);
}
