import { describe, expect, it } from 'vitest';
import {
  buildSidebar,
  firstHref,
  groupAt,
  groupList,
  packSidebar,
  pageSidebar,
  unpackSidebar,
  type SidebarConfig,
  type SidebarItem,
} from '@/lib/content/sidebar';
import { breadcrumbs, flattenSidebar, neighbours } from '@/lib/content/navigation';

const pages = [
  { route: '/cp/overview', label: 'Overview' },
  { route: '/cp/guide/connect/overview', label: 'Connect overview', position: 1 },
  { route: '/cp/guide/connect/trino', label: 'Trino', position: 3 },
  { route: '/cp/guide/connect/bigquery', label: 'BigQuery', position: 2 },
  { route: '/cp/guide/connect/athena', label: 'Athena' },
  { route: '/cp/getting_started/sample_data', label: 'Sample data', position: 2 },
  { route: '/cp/getting_started/sample_data/ecommerce', label: 'E-commerce' },
  { route: '/cp/getting_started/create_project', label: 'Create a project', position: 1 },
  { route: '/oss/installation', label: 'Installation' },
];

const config: SidebarConfig = {
  label: 'Cloud',
  root: 'cp',
  items: [
    'overview',
    { label: 'Getting started', dir: 'getting_started', collapsed: false },
    { label: 'Guides', items: [{ label: 'Connect', dir: 'guide/connect' }] },
  ],
};

describe('buildSidebar', () => {
  const tree = buildSidebar('cloud', config, pages);

  it('refuses two groups with one label in a sidebar, and names a subfolder group from `folders`', () => {
    const engine = [
      { route: '/oss/guide/modeling/models', label: 'Models' },
      { route: '/oss/engine/guide/model', label: 'Model' },
      { route: '/oss/engine/guide/modeling/calculated', label: 'Calculated fields' },
    ];
    const items = (folders?: Record<string, string>): SidebarConfig['items'] => [
      { label: 'Guides', items: [{ label: 'Modeling', dir: 'guide/modeling' }] },
      { label: 'Engine guides', dir: 'engine/guide', folders },
    ];
    expect(() => buildSidebar('oss', { label: 'OSS', root: 'oss', items: items() }, engine)).toThrow(/2 groups are labelled 'Modeling'/);
    const tree = buildSidebar('oss', { label: 'OSS', root: 'oss', items: items({ modeling: 'More modeling' }) }, engine);
    expect(groupList(tree[1] as Extract<SidebarItem, { type: 'group' }>).map((item) => item.label)).toEqual(['Model', 'More modeling']);
  });

  it('orders folder pages by sidebar_position, then label, and nests subfolders under their folder page', () => {
    expect(tree).toEqual([
      { type: 'link', label: 'Overview', href: '/cp/overview' },
      {
        type: 'group',
        label: 'Getting started',
        href: undefined,
        collapsed: false,
        children: [
          { type: 'link', label: 'Create a project', href: '/cp/getting_started/create_project' },
          {
            type: 'group',
            label: 'Sample data',
            href: '/cp/getting_started/sample_data',
            collapsed: true,
            children: [{ type: 'link', label: 'E-commerce', href: '/cp/getting_started/sample_data/ecommerce' }],
          },
        ],
      },
      {
        type: 'group',
        label: 'Guides',
        collapsed: true,
        children: [
          {
            type: 'group',
            label: 'Connect',
            href: undefined,
            collapsed: true,
            children: [
              { type: 'link', label: 'Connect overview', href: '/cp/guide/connect/overview' },
              { type: 'link', label: 'BigQuery', href: '/cp/guide/connect/bigquery' },
              { type: 'link', label: 'Trino', href: '/cp/guide/connect/trino' },
              { type: 'link', label: 'Athena', href: '/cp/guide/connect/athena' },
            ],
          },
        ],
      },
    ]);
  });

  it('names pages missing from the config, unknown ids and pages placed twice', () => {
    expect(() => buildSidebar('cloud', { ...config, items: ['overview', 'nope'] }, pages)).toThrow(
      /sidebar 'cloud': no page 'nope'[\s\S]*pages not in the sidebar: guide\/connect\/overview, guide\/connect\/trino/,
    );
    expect(() => buildSidebar('cloud', { ...config, items: [...config.items, 'overview'] }, pages)).toThrow(
      "page 'overview' is placed twice",
    );
  });

  it('lists only the pages of its own scope when two sidebars share a root', () => {
    const pages = [
      { route: '/oss/guide/a', label: 'A' },
      { route: '/oss/guides/b', label: 'B' },
    ];
    const scopes = { oss: { root: 'oss' }, core: { root: 'oss', folders: ['guides'] } };
    const classic = buildSidebar('oss', { label: 'Classic', root: 'oss', items: ['guide/a'] }, pages, scopes);
    const core = buildSidebar('core', { label: 'Core', root: 'oss', folders: ['guides'], items: ['guides/b'] }, pages, scopes);
    expect(classic).toEqual([{ type: 'link', label: 'A', href: '/oss/guide/a' }]);
    expect(core).toEqual([{ type: 'link', label: 'B', href: '/oss/guides/b' }]);
    expect(() => buildSidebar('core', { label: 'Core', root: 'oss', folders: ['guides'], items: [] }, pages, scopes)).toThrow(/guides\/b/);
  });

  it("lists a single page of another sidebar's folder when its `pages` claim it, and the folder's sidebar leaves it out", () => {
    const pages = [
      { route: '/oss/overview/introduction', label: 'Overview' },
      { route: '/oss/overview/classic', label: 'Classic intro' },
    ];
    const core = { label: 'Core', root: 'oss', folders: ['guides'], pages: ['overview/introduction'] };
    const scopes = { oss: { root: 'oss' }, core };
    expect(buildSidebar('core', { ...core, items: ['overview/introduction'] }, pages, scopes)).toEqual([
      { type: 'link', label: 'Overview', href: '/oss/overview/introduction' },
    ]);
    expect(buildSidebar('oss', { label: 'Classic', root: 'oss', items: [{ label: 'About', dir: 'overview' }] }, pages, scopes)).toEqual([
      {
        type: 'group',
        label: 'About',
        collapsed: true,
        children: [{ type: 'link', label: 'Classic intro', href: '/oss/overview/classic' }],
      },
    ]);
  });

  it('leaves out a folder it owns while that folder has no pages, and still rejects an unknown folder', () => {
    const pages = [
      { route: '/oss/introduction', label: 'Introduction' },
      { route: '/oss/guide/a', label: 'A' },
    ];
    const scopes = { oss: { root: 'oss' }, core: { root: 'oss', folders: ['introduction', 'guides', 'sdk'] } };
    const core = { label: 'Core', root: 'oss', folders: ['introduction', 'guides', 'sdk'] };
    const tree = buildSidebar(
      'core',
      { ...core, items: ['introduction', { label: 'Guides', dir: 'guides' }, { label: 'More', items: [{ label: 'SDK', dir: 'sdk' }] }] },
      pages,
      scopes,
    );
    expect(tree).toEqual([{ type: 'link', label: 'Introduction', href: '/oss/introduction' }]);
    expect(() => buildSidebar('core', { ...core, items: ['introduction', { label: 'Guide', dir: 'guide' }] }, pages, scopes)).toThrow(
      "folder 'guide' has no pages",
    );
  });

  it('flattens into reading order for previous and next links, and finds breadcrumbs', () => {
    const flat = flattenSidebar(tree);
    expect(flat.map((link) => link.label)).toEqual([
      'Overview',
      'Create a project',
      'Sample data',
      'E-commerce',
      'Connect overview',
      'BigQuery',
      'Trino',
      'Athena',
    ]);
    expect(neighbours(flat, '/cp/getting_started/sample_data')).toEqual({
      prev: { label: 'Create a project', href: '/cp/getting_started/create_project' },
      next: { label: 'E-commerce', href: '/cp/getting_started/sample_data/ecommerce' },
    });
    expect(neighbours(flat, '/cp/overview').prev).toBeUndefined();
    expect(breadcrumbs(tree, '/cp/guide/connect/trino')).toEqual([
      { label: 'Guides', href: undefined },
      { label: 'Connect', href: undefined },
      { label: 'Trino' },
    ]);
    expect(breadcrumbs(tree, '/cp/missing')).toBeNull();
  });
});

describe('groupAt, groupList, pageSidebar and firstHref', () => {
  const items: SidebarItem[] = [
    { type: 'link', label: 'Overview', href: '/cp/overview' },
    {
      type: 'group',
      label: 'Guides',
      href: '/cp/guide',
      collapsed: true,
      children: [
        { type: 'group', label: 'Security', collapsed: true, children: [{ type: 'link', label: 'RLS', href: '/cp/guide/security/rls' }] },
      ],
    },
  ];

  it("finds a group by its indexes in the lists the sidebar renders (a group's own page comes first)", () => {
    expect(groupList(items[1] as Extract<SidebarItem, { type: 'group' }>).map((item) => item.label)).toEqual(['Guides', 'Security']);
    expect(groupAt(items, [1, 1])?.label).toBe('Security');
    expect(groupAt(items, [1])?.label).toBe('Guides');
    expect(groupAt(items, [0])).toBeUndefined();
    expect(groupAt(items, [1, 5])).toBeUndefined();
  });

  it("sends a page's own groups whole and every other collapsed group as its label and first page, in place", () => {
    const sent = pageSidebar(items, '/cp/guide/security/rls');
    expect(sent[1]).toMatchObject({ type: 'group', label: 'Guides', children: [{ type: 'group', label: 'Security' }] });
    expect(pageSidebar(items, '/cp/overview')[1]).toEqual({ type: 'closed', label: 'Guides', href: '/cp/guide' });
    expect(pageSidebar(items, '/cp/guide')[1]).toMatchObject({
      type: 'group',
      children: [{ type: 'closed', label: 'Security', href: '/cp/guide/security/rls' }],
    });
  });

  it('packs a page sidebar into arrays and unpacks it unchanged', () => {
    for (const current of ['/cp/guide/security/rls', '/cp/overview', '/cp/guide']) {
      const sent = pageSidebar(items, current);
      expect(unpackSidebar(packSidebar(sent))).toEqual(sent);
    }
    expect(packSidebar(pageSidebar(items, '/cp/guide/security/rls'))).toEqual([
      ['Overview', '/cp/overview'],
      ['Guides', '/cp/guide', 1, [['Security', 0, 1, [['RLS', '/cp/guide/security/rls']]]]],
    ]);
    expect(packSidebar(pageSidebar(items, '/cp/overview'))[1]).toEqual(['Guides', '/cp/guide', 0]);
  });

  it('gives the first page a group leads to', () => {
    expect(firstHref(items[1])).toBe('/cp/guide');
    expect(firstHref(groupAt(items, [1, 1])!)).toBe('/cp/guide/security/rls');
  });
});
