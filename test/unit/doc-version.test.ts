import { describe, expect, it } from 'vitest';
import sidebars from '@/content/sidebars';
import { versionForPath, versionGroups } from '@/lib/config/doc-version';
import { siteConfig } from '@/lib/config/site-config';
import { CORE } from '@/lib/config/core-release';

const id = (path: string) => versionForPath(path, siteConfig.versions, sidebars)?.id;

describe('versionForPath', () => {
  it('tells Core pages from GenBI Classic pages under the same /oss root', () => {
    expect(id('/oss/introduction')).toBe('core');
    expect(id('/oss/get_started/quickstart')).toBe('core');
    expect(id('/oss/reference/cli/')).toBe('core');
    expect(id('/oss/overview/introduction')).toBe('core');
    expect(id('/oss/overview/genbi_classic')).toBe('oss-0.29.2');
    expect(id('/oss/guide/connect/bigquery')).toBe('oss-0.29.2');
    expect(id('/oss/engine/guide/profiles')).toBe('oss-0.29.2');
    expect(id('/cp/overview')).toBe('cloud');
  });

  it('belongs to no version outside the documentation sets', () => {
    expect(id('/')).toBeUndefined();
    expect(id('/search')).toBeUndefined();
  });

  it('names the CLI version in the Core option and links each option to a page of its own set', () => {
    const core = siteConfig.versions.find((version) => version.id === 'core')!;
    expect(core.label).toBe(`Core (wren ${CORE.version})`);
    for (const version of siteConfig.versions) expect(id(version.href)).toBe(version.id);
  });

  it('lists the open-source versions together under one group, in their order', () => {
    const groups = versionGroups([
      { id: 'cloud', label: 'Cloud', href: '/cp', sidebar: 'cloud' },
      { id: 'core', label: 'Core', group: 'Open source', href: '/oss/a', sidebar: 'core' },
      { id: 'classic', label: 'Classic', group: 'Open source', href: '/oss/b', sidebar: 'oss' },
    ]);
    expect(groups.map(({ group, versions }) => [group, versions.map((version) => version.id)])).toEqual([
      [undefined, ['cloud']],
      ['Open source', ['core', 'classic']],
    ]);
  });
});
