import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/lib/config/site-config';
import { checkSiteConfig, keyPath, siteConfigProblems } from '@/lib/config/site-config-schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests break the settings in ways their type forbids
type Untyped = Record<string, any>;

/** The real settings with one change made by `edit`. */
const broken = (edit: (config: Untyped) => void) => {
  const config = structuredClone(siteConfig) as Untyped;
  edit(config);
  return config;
};

describe('the site settings', () => {
  it('are valid as written', () => {
    expect(siteConfigProblems(siteConfig)).toEqual([]);
    expect(() => checkSiteConfig()).not.toThrow();
  });

  it('name the file and the key of a wrong value', () => {
    const config = broken((c) => c.navbar.items.push({ label: 'Third', href: 42, section: '/x' }));
    expect(siteConfigProblems(config)).toEqual(['lib/config/site-config.ts: navbar.items[2].href: expected string, got 42']);
    expect(() => checkSiteConfig(config)).toThrow('lib/config/site-config.ts: navbar.items[2].href: expected string, got 42');
  });

  it('name a missing key, a mistyped key and a malformed address, all at once', () => {
    const config = broken((c) => {
      delete c.footer[1].title;
      c.footer[0].links[1].hreff = c.footer[0].links[1].href;
      c.versions[2].href = 'oss/overview/genbi_classic';
      c.url = 'https://docs.example.com/';
    });
    expect(siteConfigProblems(config)).toEqual([
      'lib/config/site-config.ts: url: expected no trailing slash',
      "lib/config/site-config.ts: footer[0].links[1]: unknown key 'hreff'",
      'lib/config/site-config.ts: footer[1].title: required (expected string)',
      "lib/config/site-config.ts: versions[2].href: expected a site path starting with '/' or an https:// URL",
    ]);
  });

  it('write key paths the way code reads them', () => {
    expect(keyPath(['navbar', 'items', 2, 'href'])).toBe('navbar.items[2].href');
    expect(keyPath([0])).toBe('[0]');
    expect(keyPath([])).toBe('');
  });
});
