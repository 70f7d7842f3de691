import { sidebarForRoute, type SidebarScope } from '@/lib/content/route';

export interface DocVersion {
  id: string;
  label: string;
  href: string;
  /** The sidebar (content/sidebars.ts) whose pages belong to this version. */
  sidebar: string;
}

/**
 * The version a page belongs to, found through its sidebar: Core and GenBI Classic share /oss, so a
 * path prefix cannot tell them apart. Undefined outside every version (the home page, search).
 */
export function versionForPath(pathname: string, versions: readonly DocVersion[], sidebars: Record<string, SidebarScope>): DocVersion | undefined {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const sidebar = sidebarForRoute(route, sidebars);
  return sidebar ? versions.find((version) => version.sidebar === sidebar) : undefined;
}
