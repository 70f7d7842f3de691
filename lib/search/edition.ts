import { shownVersion, type DocVersion, type EditionScopes } from '@/lib/config/doc-version';
import { siteConfig } from '@/lib/config/site-config';

/**
 * The section (lvl0) search ranks first: that of the edition the edition dropdown shows (shownVersion),
 * - on a page of an edition (Cloud, Core, GenBI Classic), that page's edition;
 * - anywhere else (home, /search, release notes, not-found), the edition last chosen in the dropdown;
 * - when the reader never chose one, the dropdown's first edition, which it then shows.
 * The section is the edition's sidebar label, which the content build gives its pages' records as lvl0.
 * `scopes` comes from the server (editionScopes), so content/sidebars.ts stays out of the client bundle.
 * A query that names an edition ('on self hosted') still decides for itself (lib/search/rank.ts).
 */
export function preferredSection(
  pathname: string,
  saved: string | null,
  scopes: EditionScopes,
  versions: readonly DocVersion[] = siteConfig.versions,
): string | undefined {
  return scopes[shownVersion(pathname, saved, versions, scopes).sidebar]?.label;
}

/** In the browser: the section to rank first, from the address and the stored dropdown choice (`storageKey`). */
export function chosenSection(storageKey: string, scopes: EditionScopes): string | undefined {
  let saved: string | null = null;
  try {
    saved = window.localStorage.getItem(storageKey);
  } catch {
    /* storage blocked: no stored choice */
  }
  return preferredSection(window.location.pathname, saved, scopes);
}
