import { describe, expect, it } from 'vitest';
import type { Manifest } from '@/lib/content/manifest';
import { DYNAMIC_ROUTES, paramsOf, staticParams } from '@/lib/content/dynamic-routes';
import { routePattern } from '@/lib/config/site-routes';
import { readAppRouteFiles } from '@/lib/fs/app-files';

const manifest = {
  pages: [{ route: '/' }, { route: '/cp/overview', file: 'content/cp/overview.md' }, { route: '/oss/guide/connect/mysql' }],
  releases: Array.from({ length: 12 }, (_, i) => ({ route: `/cp/releases/0.${i}.0`, version: `0.${i}.0` })),
  sidebars: { cloud: {}, core: {} },
  changelog: [],
  authors: [],
} as unknown as Manifest;

describe('the list of dynamic routes', () => {
  it('has every dynamic route file of app/, and nothing else', () => {
    const dynamicFiles = readAppRouteFiles()
      .map(routePattern)
      .filter((pattern) => pattern.includes('['));
    expect(Object.keys(DYNAMIC_ROUTES).sort()).toEqual(dynamicFiles.sort());
  });

  it("gives each route file's params from the manifest", () => {
    expect(staticParams('/[...slug]', manifest)).toEqual([{ slug: ['cp', 'overview'] }, { slug: ['oss', 'guide', 'connect', 'mysql'] }]);
    expect(staticParams('/cp/releases/[version]', manifest)[0]).toEqual({ version: '0.0.0' });
    expect(staticParams('/cp/releases/page/[page]', manifest)).toEqual([{ page: '2' }]);
    expect(staticParams('/sidebars/[file]', manifest)).toEqual([{ file: 'cloud.json' }, { file: 'core.json' }]);
    expect(staticParams('/vendor/swagger-ui/[file]', manifest)).toEqual([{ file: 'swagger-ui-bundle.js' }, { file: 'swagger-ui.css' }]);
  });
});

describe('paramsOf', () => {
  it('reads single and catch-all segments', () => {
    expect(paramsOf('/cp/releases/[version]', '/cp/releases/0.3.0')).toEqual({ version: '0.3.0' });
    expect(paramsOf('/[...slug]', '/a/b/c')).toEqual({ slug: ['a', 'b', 'c'] });
  });

  it('refuses an address that is not one of the pattern', () => {
    expect(() => paramsOf('/cp/releases/[version]', '/oss/releases/0.3.0')).toThrow(
      '/oss/releases/0.3.0 is not an address of /cp/releases/[version]',
    );
    expect(() => paramsOf('/cp/releases/[version]', '/cp/releases/0.3.0/x')).toThrow('is not an address');
    expect(() => paramsOf('/[...slug]', '/')).not.toThrow();
  });
});
