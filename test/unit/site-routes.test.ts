import { describe, expect, it } from 'vitest';
import type { Manifest } from '@/lib/content';
import { packageRows } from '@/lib/debug/build-info';
import { DEBUG_PAGES, debugMetadata, debugPath } from '@/lib/debug/pages';
import { routePattern, siteRoutes } from '@/lib/config/site-routes';

const release = (version: string) => ({
  route: `/cp/releases/${version}`,
  file: `content/releases/${version}.md`,
  version,
  title: version,
  authors: [],
  tags: [],
  truncated: false,
  sources: [],
});
const manifest: Manifest = {
  pages: [
    {
      route: '/cp/overview',
      file: 'content/cp/overview.md',
      title: 'Overview',
      description: 'd',
      sidebarLabel: 'Overview',
      toc: [],
      breadcrumbs: [],
      wordCount: 1,
      sources: [],
    },
  ],
  sidebars: {},
  releases: Array.from({ length: 50 }, (_, i) => release(`0.${i + 1}.0`)),
  changelog: Array.from({ length: 12 }, (_, i) => ({
    product: 'classic' as const,
    version: `0.${i + 1}.0`,
    date: `2025-01-${String(i + 10)}`,
    released_by: [],
    new: [{ text: 'A change.', prs: [] }],
    improved: [],
    fixed: [],
    patches: [],
  })),
  authors: [],
};
const APP_FILES = [
  'app/%5F%5Fdocusaurus/debug/config/page.tsx',
  'app/(marketing)/about/page.tsx',
  'app/[...slug]/page.tsx',
  'app/cp/releases/[version]/page.tsx',
  'app/cp/releases/page.tsx',
  'app/cp/releases/page/[page]/page.tsx',
  'app/cp/releases/rss.xml/route.ts',
  'app/not-found.tsx',
  'app/oss/releases/page.tsx',
  'app/oss/releases/page/[page]/page.tsx',
  'app/oss/releases/rss.xml/route.ts',
  'app/page.tsx',
  'app/things/[id]/page.tsx',
];

describe('site routes', () => {
  it('turn route files into URL patterns, unescaping %5F and dropping route groups', () => {
    expect(routePattern('app/page.tsx')).toBe('/');
    expect(routePattern('app/%5F%5Fdocusaurus/debug/page.tsx')).toBe('/__docusaurus/debug');
    expect(routePattern('app/(marketing)/about/page.tsx')).toBe('/about');
    expect(routePattern('app/cp/releases/rss.xml/route.ts')).toBe('/cp/releases/rss.xml');
  });

  it('expand dynamic routes from the manifest and say which pages the sitemap lists', () => {
    const routes = siteRoutes(manifest, APP_FILES);
    const byPath = new Map(routes.map((route) => [route.path, route]));
    expect(byPath.get('/cp/overview')).toEqual({
      path: '/cp/overview',
      kind: 'doc',
      sources: ['app/[...slug]/page.tsx', 'content/cp/overview.md'],
      page: true,
      indexed: true,
    });
    expect(routes.filter((route) => route.kind === 'release')).toHaveLength(50);
    // 50 cloud versions make 5 pages of 10; 12 changelog entries make 2 pages of 6.
    expect(routes.filter((route) => route.kind === 'release-list').map((route) => route.path)).toEqual([
      '/cp/releases',
      '/cp/releases/page/2',
      '/cp/releases/page/3',
      '/cp/releases/page/4',
      '/cp/releases/page/5',
      '/oss/releases',
      '/oss/releases/page/2',
    ]);
    expect(byPath.get('/oss/releases/rss.xml')).toMatchObject({ kind: 'file', page: false, indexed: false });
    expect(byPath.get('/__docusaurus/debug/config')).toMatchObject({ kind: 'debug', page: true, indexed: false });
    expect(byPath.get('/404')).toMatchObject({ kind: 'not-found', indexed: false });
    expect(byPath.get('/cp/releases/rss.xml')).toMatchObject({ kind: 'file', page: false, indexed: false });
    expect(byPath.get('/cp/overview.md')).toMatchObject({
      kind: 'file',
      sources: ['scripts/build/export-markdown.ts', 'content/cp/overview.md'],
    });
    expect(byPath.get('/sitemap.xml')).toMatchObject({ kind: 'file', sources: ['next-sitemap.config.js'] });
    expect(byPath.get('/about')).toMatchObject({ kind: 'page', indexed: true });
    // An unknown dynamic route shows up as its pattern instead of going missing.
    expect(byPath.get('/things/[id]')).toMatchObject({ kind: 'page', sources: ['app/things/[id]/page.tsx'] });
  });
});

describe('debug pages', () => {
  it('live under /__docusaurus/debug and stay out of search engines', () => {
    expect(DEBUG_PAGES.map((page) => debugPath(page.slug))).toEqual([
      '/__docusaurus/debug',
      '/__docusaurus/debug/config',
      '/__docusaurus/debug/content',
      '/__docusaurus/debug/globalData',
      '/__docusaurus/debug/metadata',
      '/__docusaurus/debug/registry',
      '/__docusaurus/debug/routes',
    ]);
    expect(debugMetadata('routes')).toMatchObject({ title: 'Debug: Routes', robots: { index: false } });
  });

  it('list runtime packages before build ones, with the installed version', () => {
    const rows = packageRows(
      { name: 'site', version: '1.0.0', dependencies: { next: '^16.0.0' }, devDependencies: { vitest: '^4.0.0' } },
      (name) => (name === 'next' ? '16.1.0' : undefined),
    );
    expect(rows).toEqual([
      { name: 'next', wanted: '^16.0.0', installed: '16.1.0', dev: false },
      { name: 'vitest', wanted: '^4.0.0', installed: undefined, dev: true },
    ]);
  });
});
