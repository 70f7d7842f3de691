/** The URL of a content file: its path under content/ without the extension; an index file is its folder. */
export function routeForFile(relativePath: string, slug?: string): string {
  if (slug) return slug.length > 1 ? slug.replace(/\/+$/, '') : '/';
  const withoutExtension = relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  const route = `/${withoutExtension}`.replace(/\/index$/, '') || '/';
  return route === '' ? '/' : route;
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
