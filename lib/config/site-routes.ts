import type { Manifest } from '@/lib/content/manifest';
import { changelogPages } from '@/lib/releases/changelog';
import { listPages, RELEASES_ROUTE } from '@/lib/releases/list';
import { markdownPath } from '@/lib/llms/sections';
import { isIndexable } from '@/lib/seo/urls';

export type RouteKind = 'home' | 'doc' | 'release' | 'release-list' | 'page' | 'debug' | 'not-found' | 'file';

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

/** The paths each dynamic route file produces, from the manifest, with the content file of each. */
const DYNAMIC: Record<string, { kind: RouteKind; paths: (manifest: Manifest) => { path: string; content?: string }[] }> = {
  '/[...slug]': {
    kind: 'doc',
    paths: (manifest) => manifest.pages.filter((page) => page.route !== '/').map((page) => ({ path: page.route, content: page.file })),
  },
  '/cp/releases/[version]': {
    kind: 'release',
    paths: (manifest) => manifest.releases.map((release) => ({ path: release.route, content: release.file })),
  },
  '/cp/releases/page/[page]': {
    kind: 'release-list',
    paths: (manifest) =>
      listPages(RELEASES_ROUTE, manifest.releases)
        .slice(1)
        .map((page) => ({ path: page.route })),
  },
  '/oss/releases/page/[page]': {
    kind: 'release-list',
    paths: (manifest) =>
      changelogPages(manifest.changelog)
        .slice(1)
        .map((page) => ({ path: page.route })),
  },
};

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
 * route that DYNAMIC does not know is listed as its pattern, so that it shows up instead of
 * silently missing.
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
    const dynamic = DYNAMIC[pattern];
    if (dynamic) {
      for (const entry of dynamic.paths(manifest)) add(entry.path, dynamic.kind, entry.content ? [file, entry.content] : [file]);
    } else {
      add(pattern, kindOf(pattern, file), [file]);
    }
  }
  add('/sitemap.xml', 'file', SITEMAP_SOURCES);
  add('/robots.txt', 'file', SITEMAP_SOURCES);
  for (const page of [...manifest.pages, ...manifest.releases]) add(markdownPath(page.route), 'file', [MARKDOWN_SOURCE, page.file]);
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}
