import { describe, expect, it } from 'vitest';
import { nearestPages, nearestRoutes } from '@/lib/browser/did-you-mean';

// The same function over the built site's routes: test/e2e/did-you-mean.test.ts.
const routes = [
  '/cp/overview',
  '/cp/guide/connect/bigquery',
  '/cp/getting_started/create_organization',
  '/oss/installation',
  '/oss/overview',
];

describe('nearestRoutes', () => {
  it('offers the page a misspelt, miscased or misplaced address meant', () => {
    expect(nearestRoutes('/cp/overveiw', routes)[0]).toBe('/cp/overview');
    expect(nearestRoutes('/CP/Overveiw.html', routes)[0]).toBe('/cp/overview');
    expect(nearestRoutes('/oss/instalation', routes)[0]).toBe('/oss/installation');
    expect(nearestRoutes('/cloud/guide/connect/bigquery', routes)).toContain('/cp/guide/connect/bigquery');
  });

  it('never offers the address itself, nothing for an address unlike any page, and at most `limit` routes', () => {
    expect(nearestRoutes('/cp/overview', ['/cp/overview', '/cp/overviews'])).toEqual(['/cp/overviews']);
    expect(nearestRoutes('/zzqxvj/qqqq', routes)).toEqual([]);
    expect(nearestRoutes('/cp/overvie', routes, 1).length).toBeLessThanOrEqual(1);
  });
});

describe('nearestPages', () => {
  it('offers the nearest pages by their titles and sets, best first', () => {
    const pages = [
      { route: '/cp/overview', title: 'Wren AI Cloud overview', section: 'Wren AI Cloud' },
      { route: '/oss/installation', title: 'Install GenBI Classic', section: 'Wren GenBI Classic' },
    ];
    expect(nearestPages('/cp/overveiw', pages)).toEqual([pages[0]]);
    expect(nearestPages('/zzqxvj/qqqq', pages)).toEqual([]);
  });
});
