/** The URL of a content file: its path under content/ without the extension; an index file is its folder. */
export function routeForFile(relativePath: string, slug?: string): string {
  if (slug) return slug.length > 1 ? slug.replace(/\/+$/, '') : '/';
  const withoutExtension = relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  const route = `/${withoutExtension}`.replace(/\/index$/, '') || '/';
  return route === '' ? '/' : route;
}

/** What decides which sidebar a route belongs to. */
export interface SidebarScope {
  root: string;
  /** Top folders under root that this sidebar alone owns; without it, the sidebar takes the rest of root. */
  folders?: readonly string[];
  /** Single pages under root (ids such as 'overview/introduction') this sidebar owns, though their folder is another's. */
  pages?: readonly string[];
}

/**
 * The sidebar a route belongs to: one that owns the route's page or its first folder under its root, else one
 * that takes its whole root. Two sidebars share /oss: Core owns its folders and pages, GenBI Classic the rest.
 */
export function sidebarForRoute(route: string, sidebars: Record<string, SidebarScope>): string | undefined {
  const entries = Object.entries(sidebars);
  const owner = entries.find(([, scope]) => {
    const id = sidebarIdForRoute(route, scope.root) ?? (route === `/${scope.root}` ? '' : null);
    return id !== null && (scope.pages?.includes(id) || scope.folders?.includes(id.split('/')[0]));
  });
  if (owner) return owner[0];
  return entries.find(([, scope]) => !scope.folders && sidebarIdForRoute(route, scope.root) !== null)?.[0];
}

/** The id a page has inside its edition's sidebar config: its route without the edition prefix. */
export function sidebarIdForRoute(route: string, root: string): string | null {
  const prefix = `/${root}/`;
  return route.startsWith(prefix) ? route.slice(prefix.length) : null;
}

/** Why a slug may not be used for a file, if it may not: a page in a section folder keeps its URL in that section. */
export function slugSectionError(relativePath: string, slug: string): string | undefined {
  const section = relativePath.includes('/') ? relativePath.split('/')[0] : undefined;
  if (!section || slug === `/${section}` || slug.startsWith(`/${section}/`)) return undefined;
  return `slug: '${slug}' leaves the page's section: a page under content/${section}/ needs a slug under /${section}/`;
}
