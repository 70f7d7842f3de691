import { describe, expect, it } from 'vitest';
import sidebars from '@/content/sidebars';
import { editionScopes } from '@/lib/config/doc-version';
import { preferredSection as preferred } from '@/lib/search/edition';
import { namedEdition } from '@/lib/search/query';
import { siteConfig } from '@/lib/config/site-config';

const scopes = editionScopes(sidebars);
const preferredSection = (pathname: string, saved: string | null) => preferred(pathname, saved, scopes);

describe('the edition search ranks first', () => {
  it("is the page's own set on a page of a set, whatever was chosen before", () => {
    expect(preferredSection('/cp/guide/connect/snowflake', null)).toBe('Wren AI Cloud');
    expect(preferredSection('/oss/guide/connect/snowflake', 'cloud')).toBe('Wren GenBI Classic');
    expect(preferredSection('/oss/introduction', 'oss-0.29.2')).toBe('Wren AI Core');
    expect(preferredSection('/oss/guides/connect/', 'cloud')).toBe('Wren AI Core');
  });

  it('is the edition chosen in the dropdown elsewhere', () => {
    expect(preferredSection('/search', 'cloud')).toBe('Wren AI Cloud');
    expect(preferredSection('/search', 'oss-0.29.2')).toBe('Wren GenBI Classic');
    expect(preferredSection('/', 'core')).toBe('Wren AI Core');
  });

  it('is the edition the dropdown shows when nothing was chosen: its first, Cloud', () => {
    expect(preferredSection('/search', null)).toBe('Wren AI Cloud');
    expect(preferredSection('/', null)).toBe('Wren AI Cloud');
    expect(preferredSection('/search', 'no-such-version')).toBe('Wren AI Cloud');
    const [cloud, core, classic] = siteConfig.versions;
    expect(preferred('/search', null, scopes, [core, classic, cloud])).toBe('Wren AI Core');
  });

  it('lets a query name Core or GenBI Classic within open source', () => {
    expect(namedEdition('wren core memory')?.name).toBe('core');
    expect(namedEdition('open source wren ai core profiles')?.name).toBe('core');
    expect(namedEdition('genbi classic docker ports')?.name).toBe('genbi classic');
    expect(namedEdition('self hosted ports')?.name).toBe('open source');
    expect(namedEdition('self hosted ports')?.section.test('Wren AI Core')).toBe(true);
    expect(namedEdition('wren core in the cloud')).toBeUndefined();
  });
});
