import { sidebarForRoute, type SidebarScope } from '@/lib/content/route';

export interface DocVersion {
  id: string;
  label: string;
  href: string;
  /** The sidebar (content/sidebars.ts) whose pages belong to this version. */
  sidebar: string;
  /** Versions that share a group are listed under its label (an optgroup); the closed select shows only `label`. */
  group?: string;
}

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
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const sidebar = sidebarForRoute(route, sidebars);
  return sidebar ? versions.find((version) => version.sidebar === sidebar) : undefined;
}
