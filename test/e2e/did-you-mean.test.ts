import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nearestPages, nearestRoutes, type PageTitle } from '@/lib/browser/did-you-mean';
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

describe('/page-titles.json', () => {
  it('lists every doc page and release note with its title and set, which the not-found page offers', () => {
    const pages = JSON.parse(readFileSync('out/page-titles.json', 'utf8')) as PageTitle[];
    expect(pages).toHaveLength(routes.length + manifest.releases.length - (routes.includes('/') ? 1 : 0));
    expect(pages).toContainEqual({ route: '/cp/overview', title: 'Wren AI Cloud overview', section: 'Wren AI Cloud' });
    expect(nearestPages('/cp/overveiw', pages).map((page) => page.title)).toEqual(['Wren AI Cloud overview']);
  });
});
