import { describe, expect, it } from 'vitest';
import sidebars from '@/content/sidebars';
import { editionScopes, shownVersion, switchTarget, type DocVersion } from '@/lib/config/doc-version';
import { counterpartRoute, versionCounterparts, type EditionPages } from '@/lib/config/edition-counterpart';
import { EDITION_MAP, type EditionRow } from '@/lib/config/edition-map';
import { siteConfig } from '@/lib/config/site-config';

const existing: EditionPages = {
  roots: { cloud: 'cp', oss: 'oss', core: 'oss' },
  pages: new Map([
    ['/cp/overview', 'cloud'],
    ['/cp/guide/connect/snowflake', 'cloud'],
    ['/cp/guide/connect/overview', 'cloud'],
    ['/cp/guide/billing', 'cloud'],
    ['/oss/guide/connect/snowflake', 'oss'],
    ['/oss/guide/connect/overview', 'oss'],
    ['/oss/installation', 'oss'],
    ['/oss/overview/introduction', 'oss'],
    ['/oss/guides/connect', 'core'],
    ['/oss/get_started/installation', 'core'],
    ['/oss/introduction', 'core'],
  ]),
};
const table: EditionRow[] = [
  { oss: ['/oss/installation'], core: ['/oss/get_started/no_such_page', '/oss/get_started/installation'] },
  {
    cloud: ['/cp/guide/connect/overview', '/cp/guide/connect/snowflake'],
    oss: ['/oss/guide/connect/overview', '/oss/guide/connect/snowflake'],
    core: ['/oss/guides/connect'],
  },
  { oss: ['/oss/guide/connect/snowflake'], core: ['/oss/introduction'] },
  // A row naming a page of another edition than its key: never a target.
  { cloud: ['/cp/guide/billing'], core: ['/oss/installation'] },
];
const counterpart = (route: string, from: string, to: string) => counterpartRoute(route, from, to, existing, table);

describe('counterpartRoute', () => {
  it('keeps the path between Cloud and GenBI Classic when both have the page', () => {
    expect(counterpart('/cp/guide/connect/snowflake', 'cloud', 'oss')).toBe('/oss/guide/connect/snowflake');
    expect(counterpart('/oss/guide/connect/snowflake', 'oss', 'cloud')).toBe('/cp/guide/connect/snowflake');
  });

  it("follows the first row that lists the page, to the row's first page that exists in the edition chosen", () => {
    expect(counterpart('/oss/installation', 'oss', 'core')).toBe('/oss/get_started/installation');
    expect(counterpart('/oss/get_started/installation', 'core', 'oss')).toBe('/oss/installation');
    expect(counterpart('/oss/guide/connect/snowflake', 'oss', 'core')).toBe('/oss/guides/connect');
    expect(counterpart('/cp/guide/connect/snowflake', 'cloud', 'core')).toBe('/oss/guides/connect');
    expect(counterpart('/oss/guides/connect', 'core', 'cloud')).toBe('/cp/guide/connect/overview');
    // Between GenBI Classic and Core, which share /oss, the same path is the page itself: never the other edition's.
    expect(counterpart('/oss/guide/connect/overview', 'oss', 'core')).toBe('/oss/guides/connect');
  });

  it('finds none for a page no row lists, a row without the edition, or a target of another edition', () => {
    expect(counterpart('/cp/overview', 'cloud', 'core')).toBeUndefined();
    expect(counterpart('/oss/installation', 'oss', 'cloud')).toBeUndefined();
    expect(counterpart('/cp/guide/billing', 'cloud', 'core')).toBeUndefined();
    expect(counterpartRoute('/cp/guide/connect/overview', 'cloud', 'core', existing, [])).toBeUndefined();
  });

  it("gives each other version its counterpart, leaving out the page's own and those that are the start page", () => {
    const versions: DocVersion[] = [
      { id: 'cloud', label: 'Cloud', href: '/cp/overview', sidebar: 'cloud' },
      { id: 'core', label: 'Core', href: '/oss/guides/connect', sidebar: 'core' },
      { id: 'classic', label: 'Classic', href: '/oss/overview/introduction', sidebar: 'oss' },
    ];
    expect(versionCounterparts('/cp/guide/connect/snowflake', 'cloud', versions, existing, table)).toEqual({
      classic: '/oss/guide/connect/snowflake',
    });
    expect(versionCounterparts('/oss/installation', 'oss', versions, existing, table)).toEqual({ core: '/oss/get_started/installation' });
    expect(versionCounterparts('/cp/guide/billing', 'cloud', versions, existing, table)).toEqual({});
  });
});

describe('the edition table', () => {
  it('names only the three editions, with absolute routes under their roots', () => {
    for (const row of EDITION_MAP)
      for (const [edition, routes] of Object.entries(row)) {
        expect(Object.keys(sidebars)).toContain(edition);
        for (const route of routes!) expect(route.startsWith(`/${sidebars[edition].root}/`), route).toBe(true);
      }
  });
});

describe('the edition dropdown', () => {
  const scopes = editionScopes(sidebars);
  const [cloud, core, classic] = siteConfig.versions;

  it('shows the page’s edition, else the one chosen, else the first', () => {
    expect(shownVersion('/oss/guides/connect', 'cloud', siteConfig.versions, scopes).id).toBe('core');
    expect(shownVersion('/search', 'oss-0.29.2', siteConfig.versions, scopes).id).toBe('oss-0.29.2');
    expect(shownVersion('/search', null, siteConfig.versions, scopes)).toBe(cloud);
  });

  it("opens the page's counterpart handed over by the page on screen, else the edition's start page", () => {
    const page = { route: '/oss/installation', routes: { core: '/oss/get_started/installation' } };
    expect(switchTarget(core, '/oss/installation', page)).toBe('/oss/get_started/installation');
    expect(switchTarget(core, '/oss/installation/', page)).toBe('/oss/get_started/installation');
    expect(switchTarget(cloud, '/oss/installation', page)).toBe(cloud.href);
    // Counterparts of a page no longer on screen are not used.
    expect(switchTarget(core, '/oss/overview/telemetry', page)).toBe(core.href);
    expect(switchTarget(classic, '/search', undefined)).toBe(classic.href);
  });

  it('gets only the scopes and labels of content/sidebars.ts, not their page lists', () => {
    expect(scopes.core).toEqual({ label: 'Wren AI Core', root: 'oss', folders: sidebars.core.folders, pages: sidebars.core.pages });
    expect(scopes.cloud).toEqual({ label: 'Wren AI Cloud', root: 'cp' });
    expect(JSON.stringify(scopes).length).toBeLessThan(400);
  });
});
