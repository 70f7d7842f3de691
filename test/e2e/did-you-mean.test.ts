import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nearestRoutes, sitemapPaths } from '@/lib/browser/did-you-mean';
import { manifest } from './manifest';

// Run after the build: the routes are the built site's, and the sitemap is out/sitemap.xml.
const routes = manifest.pages.map((page) => page.route);

describe('nearestRoutes', () => {
  it('offers /cp/overview for /cp/overveiw', () => {
    expect(nearestRoutes('/cp/overveiw', routes)).toEqual(['/cp/overview']);
  });

  it('finds a page by its name when its folder is wrong or misspelt', () => {
    expect(nearestRoutes('/oss/instalation', routes)[0]).toBe('/oss/installation');
    expect(nearestRoutes('/cp/getting-started/create_organization', routes)[0]).toBe('/cp/getting_started/create_organization');
    expect(nearestRoutes('/cloud/guide/connect/bigquery', routes)).toContain('/cp/guide/connect/bigquery');
  });

  it('ignores case, a trailing slash and .html, and never offers the address itself', () => {
    expect(nearestRoutes('/CP/Overveiw/', routes)[0]).toBe('/cp/overview');
    expect(nearestRoutes('/cp/overveiw.html', routes)[0]).toBe('/cp/overview');
    expect(nearestRoutes('/cp/overview', ['/cp/overview', '/cp/overviews'])).toEqual(['/cp/overviews']);
  });

  it('offers nothing for an address unlike any page, and at most `limit` routes', () => {
    expect(nearestRoutes('/zzqxvj/qqqq', routes)).toEqual([]);
    expect(nearestRoutes('/', routes)).toEqual([]);
    expect(nearestRoutes('/cp/guide/connect/x', routes, 2).length).toBeLessThanOrEqual(2);
  });
});

describe('sitemapPaths', () => {
  it('reads the built sitemap into the routes of the pages', () => {
    const paths = sitemapPaths(readFileSync('out/sitemap.xml', 'utf8'));
    expect(paths).toContain('/cp/overview');
    expect(nearestRoutes('/cp/overveiw', paths)[0]).toBe('/cp/overview');
  });
});
