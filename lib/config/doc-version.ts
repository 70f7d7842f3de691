import { sidebarForRoute, type SidebarScope } from '@/lib/content/route';
import type { SidebarsConfig } from '@/lib/content/sidebar';

export interface DocVersion {
  id: string;
  label: string;
  href: string;
  /** The sidebar (content/sidebars.ts) whose pages belong to this version. */
  sidebar: string;
  /** Versions that share a group are listed under its label (an optgroup); the closed select shows only `label`. */
  group?: string;
}

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The versions in their order, consecutive ones of the same group together: what the select lists. */
export function versionGroups(versions: readonly DocVersion[]): Array<{ group?: string; versions: DocVersion[] }> {
  const groups: Array<{ group?: string; versions: DocVersion[] }> = [];
  for (const version of versions) {
    const last = groups.at(-1);
    if (last && version.group && last.group === version.group) last.versions.push(version);
    else groups.push({ group: version.group, versions: [version] });
  }
  return groups;
}

/**
 * The version a page belongs to, found through its sidebar: Core and GenBI Classic share /oss, so a
 * path prefix cannot tell them apart. Undefined outside every version (the home page, search).
 */
export function versionForPath(
  pathname: string,
  versions: readonly DocVersion[],
  sidebars: Record<string, SidebarScope>,
): DocVersion | undefined {
  const sidebar = sidebarForRoute(withoutTrailingSlash(pathname), sidebars);
  return sidebar ? versions.find((version) => version.sidebar === sidebar) : undefined;
}

/**
 * What the browser needs of each edition's sidebar (content/sidebars.ts): which routes it owns, and its
 * label, the section (lvl0) its pages carry in search. The server hands it to the client components, so
 * the sidebars' item lists stay out of the client bundle.
 */
export type EditionScopes = Record<string, SidebarScope & { label: string }>;

export function editionScopes(sidebars: SidebarsConfig): EditionScopes {
  return Object.fromEntries(Object.entries(sidebars).map(([name, { items: _items, ...scope }]) => [name, scope]));
}

/**
 * The version the dropdown shows: the page's own, else the one last chosen (`saved`, its id), else the first.
 * Search ranks the same version's pages first (lib/search/edition.ts).
 */
export function shownVersion(
  pathname: string,
  saved: string | null,
  versions: readonly DocVersion[],
  scopes: Record<string, SidebarScope>,
): DocVersion {
  return versionForPath(pathname, versions, scopes) ?? versions.find((version) => version.id === saved) ?? versions[0];
}

/** The counterparts a page hands the dropdown: the same page in other versions, by version id. */
export interface PageCounterparts {
  route: string;
  routes: Readonly<Record<string, string>>;
}

/**
 * Where choosing `version` in the dropdown goes from `pathname`: the same page in that version when the
 * page there (`page`) names one, else the version's start page.
 */
export function switchTarget(version: DocVersion, pathname: string, page: PageCounterparts | undefined): string {
  return (page?.route === withoutTrailingSlash(pathname) && page.routes[version.id]) || version.href;
}
