import { describe, expect, it } from 'vitest';
import { routeForFile, sidebarForRoute, sidebarIdForRoute } from '@/lib/content/route';

describe('routeForFile', () => {
  it('mirrors the content tree', () => {
    expect(routeForFile('cp/guide/connect/bigquery.md')).toBe('/cp/guide/connect/bigquery');
    expect(routeForFile('oss/getting_started/sample_data.mdx')).toBe('/oss/getting_started/sample_data');
  });
  it('serves an index file at its folder', () => {
    expect(routeForFile('cp/guide/index.md')).toBe('/cp/guide');
    expect(routeForFile('index.md')).toBe('/');
  });
  it('lets a slug override the path', () => {
    expect(routeForFile('cp/a.md', '/cp/b/')).toBe('/cp/b');
  });
});

describe('sidebarIdForRoute', () => {
  it('strips the edition prefix, and returns null outside it', () => {
    expect(sidebarIdForRoute('/cp/guide/dbt', 'cp')).toBe('guide/dbt');
    expect(sidebarIdForRoute('/oss/installation', 'cp')).toBeNull();
  });
});

describe('sidebarForRoute', () => {
  const scopes = {
    cloud: { root: 'cp' },
    oss: { root: 'oss' },
    core: { root: 'oss', folders: ['introduction', 'guides'], pages: ['overview/introduction'] },
  };

  it('gives a folder to the sidebar that owns it, and the rest of the root to the one that takes it whole', () => {
    expect(sidebarForRoute('/oss/guides/connect', scopes)).toBe('core');
    expect(sidebarForRoute('/oss/introduction', scopes)).toBe('core');
    expect(sidebarForRoute('/oss/guide/connect/bigquery', scopes)).toBe('oss');
    expect(sidebarForRoute('/oss/overview/genbi_classic', scopes)).toBe('oss');
    expect(sidebarForRoute('/cp/overview', scopes)).toBe('cloud');
  });

  it('gives a single page to the sidebar that lists it in pages, while its folder stays with the other', () => {
    expect(sidebarForRoute('/oss/overview/introduction', scopes)).toBe('core');
    expect(sidebarForRoute('/oss/overview/introduction/more', scopes)).toBe('oss');
    expect(sidebarForRoute('/oss/overview/what_changed_2026', scopes)).toBe('oss');
  });

  it('leaves a route outside every root in no sidebar', () => {
    expect(sidebarForRoute('/search', scopes)).toBeUndefined();
  });
});
