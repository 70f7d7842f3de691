import type { Manifest } from '@/lib/content/manifest';
import { DYNAMIC_ROUTES, isDynamicPattern, type DynamicRoute, type RouteKind } from '@/lib/content/dynamic-routes';
import { markdownPath } from '@/lib/llms/sections';
import { isIndexable } from '@/lib/seo/urls';

export type { RouteKind };

export interface SiteRoute {
  path: string;
  kind: RouteKind;
  /** The files that make it: the route file in app/ and, for content, its Markdown source. */
  sources: string[];
  /** An HTML page (not a feed, JSON or text file). */
  page: boolean;
  /** Listed in the sitemap and open to search engines. */
  indexed: boolean;
}

/** The URL pattern of a route file: 'app/cp/releases/[version]/page.tsx' -> '/cp/releases/[version]'. */
export function routePattern(file: string): string {
  const segments = file
    .replace(/^app\//, '')
    .split('/')
    .slice(0, -1)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/%5F/gi, '_'));
  return `/${segments.join('/')}`;
}

/** Files written after `next build` by the scripts in package.json's build. */
const SITEMAP_SOURCES = ['next-sitemap.config.js'];
const MARKDOWN_SOURCE = 'scripts/build/export-markdown.ts';

function kindOf(path: string, file: string): RouteKind {
  if (file.endsWith('not-found.tsx')) return 'not-found';
  if (file.endsWith('route.ts')) return 'file';
  if (path === '/') return 'home';
  if (path.startsWith('/__docusaurus/')) return 'debug';
  if (/^\/(cp|oss)\/releases(\/page\/\d+)?$/.test(path)) return 'release-list';
  return 'page';
}

/**
 * Every URL the site serves, from the route files in app/ and the content manifest. A dynamic
 * route that lib/content/dynamic-routes.ts does not list is listed as its pattern, so that it shows
 * up instead of silently missing.
 */
export function siteRoutes(manifest: Manifest, appFiles: string[]): SiteRoute[] {
  const routes: SiteRoute[] = [];
  const add = (path: string, kind: RouteKind, sources: string[]) => {
    const page = kind !== 'file';
    routes.push({ path, kind, sources, page, indexed: page && kind !== 'not-found' && isIndexable(path) });
  };
  for (const file of appFiles) {
    if (file.endsWith('not-found.tsx')) {
      if (file === 'app/not-found.tsx') add('/404', 'not-found', [file]);
      continue;
    }
    const pattern = routePattern(file);
    if (isDynamicPattern(pattern)) {
      const { kind, addresses }: DynamicRoute = DYNAMIC_ROUTES[pattern];
      for (const entry of addresses(manifest)) add(entry.path, kind, entry.content ? [file, entry.content] : [file]);
    } else {
      add(pattern, kindOf(pattern, file), [file]);
    }
  }
  add('/sitemap.xml', 'file', SITEMAP_SOURCES);
  add('/robots.txt', 'file', SITEMAP_SOURCES);
  for (const page of [...manifest.pages, ...manifest.releases]) add(markdownPath(page.route), 'file', [MARKDOWN_SOURCE, page.file]);
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}
