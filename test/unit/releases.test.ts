// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { releaseNote as note } from '../support/release-note';
import { changelogEntry as entry } from '@/test/support/changelog-entry';
import { ReleaseMeta } from '@/components/releases/release-meta';
import { ChangelogEntryView } from '@/components/releases/changelog-entry';
import { assertUniqueVersions, parseAuthors, parseRelease, releaseSectionRoutes, toManifestReleases } from '@/lib/releases/build';
import { changelogPageRoute, changelogPages, entryRoute, entrySummary, sortChangelog, type ChangelogEntry } from '@/lib/releases/changelog';
import { parseChangelog } from '@/lib/releases/changelog-schema';
import { entryHtml } from '@/lib/releases/entry-html';
import { releaseFeedInfo, toFeedItems } from '@/lib/releases/feed-items';
import { toAtom, toJsonFeed, toRss, type FeedItem } from '@/lib/releases/feeds';
import { excerptOf, formatDate, groupByVersionRange, listedDescription, listPages, paginate, sortReleases } from '@/lib/releases/list';
import { feedRoutes } from '@/lib/releases/feed-routes';
import { releaseFrontmatterSchema } from '@/lib/releases/schema';
import { compareVersions, parseVersion } from '@/lib/releases/version';
import { releaseLd } from '@/lib/seo/structured-data';

const authors = new Set(['product', 'engineering']);

describe('versions', () => {
  it('compare as numbers, not strings', () => {
    expect(['0.10.0', '0.9.0', '0.9.10', '0.9.2'].sort(compareVersions)).toEqual(['0.9.0', '0.9.2', '0.9.10', '0.10.0']);
    expect(parseVersion('0.43.1')).toEqual([0, 43, 1]);
    expect(parseVersion('v1.0')).toBeNull();
  });

  it('order the cloud versions by version, newest first, whatever the dates say', () => {
    const sorted = sortReleases([
      { version: '0.9.0', date: '2024-12-01' },
      { version: '0.10.0' },
      { version: '0.9.1', date: '2024-10-01' },
    ]);
    expect(sorted.map((r) => r.version)).toEqual(['0.10.0', '0.9.1', '0.9.0']);
  });
});

describe('pagination of the release lists', () => {
  const sizes = (n: number) => paginate(Array.from({ length: n }, (_, i) => i)).map((page) => page.length);
  it('makes as few pages as hold 10 each, sizes differing by at most one, the larger first', () => {
    expect(sizes(50)).toEqual([10, 10, 10, 10, 10]);
    expect(sizes(41)).toEqual([9, 8, 8, 8, 8]);
    expect(sizes(12)).toEqual([6, 6]);
    expect(sizes(10)).toEqual([10]);
    expect(sizes(3)).toEqual([3]);
    expect(paginate([])).toEqual([[]]);
  });
  it('routes the first page at the section and the rest under /page/N; archive and authors are app routes', () => {
    expect([1, 2, 5].map(changelogPageRoute)).toEqual(['/oss/releases', '/oss/releases/page/2', '/oss/releases/page/5']);
    const versions = Array.from({ length: 50 }, (_, i) => ({ version: `0.${i + 7}.0` }));
    expect(listPages('/cp/releases', versions).map((page) => [page.route, page.items[0].version])).toEqual([
      ['/cp/releases', '0.7.0'],
      ['/cp/releases/page/2', '0.17.0'],
      ['/cp/releases/page/3', '0.27.0'],
      ['/cp/releases/page/4', '0.37.0'],
      ['/cp/releases/page/5', '0.47.0'],
    ]);
    expect(releaseSectionRoutes(versions)).toEqual([
      '/cp/releases',
      '/cp/releases/page/2',
      '/cp/releases/page/3',
      '/cp/releases/page/4',
      '/cp/releases/page/5',
      '/cp/releases/archive',
      '/cp/releases/authors',
    ]);
  });
  it("shows a version's description on the list only when it says more than that its notes are not available", () => {
    expect(listedDescription({ description: 'Release notes for Wren AI Cloud 0.43.1 are not available; read the changelog.' })).toBe(
      undefined,
    );
    expect(listedDescription({})).toBe(undefined);
    expect(listedDescription({ description: 'Dashboards refresh on a schedule.' })).toBe('Dashboards refresh on a schedule.');
  });
});

describe('archive and excerpts', () => {
  it('groups cloud versions by ten minor versions keeping the order, without needing dates', () => {
    const groups = groupByVersionRange(
      ['0.43.1', '0.43.0', '0.40.0', '0.39.1', '0.21.0', '0.19.0', '0.7.0'].map((version) => ({ version })),
    );
    expect(groups.map((g) => [g.id, g.label, g.releases.map((r) => r.version)])).toEqual([
      ['versions-0-40', 'Versions 0.40.0 to 0.43.1', ['0.43.1', '0.43.0', '0.40.0']],
      ['versions-0-30', 'Version 0.39.1', ['0.39.1']],
      ['versions-0-20', 'Version 0.21.0', ['0.21.0']],
      ['versions-0-10', 'Version 0.19.0', ['0.19.0']],
      ['versions-0-0', 'Version 0.7.0', ['0.7.0']],
    ]);
  });
  it('cuts the excerpt at the truncation marker, and writes dates in words', () => {
    expect(excerptOf('Intro.\n<!-- truncate -->\nRest.')).toEqual({ excerpt: 'Intro.\n', truncated: true });
    expect(excerptOf('All of it.')).toEqual({ excerpt: 'All of it.', truncated: false });
    expect(formatDate('2024-07-08')).toBe('July 8, 2024');
  });
});

describe('parseRelease', () => {
  it('accepts a note with no date and no author, and links neighbours newest first', () => {
    const releases = [
      note('0.9.0'),
      note('0.10.0', 'title: Wren AI Cloud 0.10.0\nversion: 0.10.0\nauthors: [engineering]', 'Notes are not available.'),
    ].map((s) => parseRelease(s, authors));
    const manifest = toManifestReleases(releases);
    expect(manifest.map((r) => [r.version, r.newer?.href, r.older?.href, r.authors])).toEqual([
      ['0.10.0', undefined, '/cp/releases/0.9.0', ['engineering']],
      ['0.9.0', '/cp/releases/0.10.0', undefined, []],
    ]);
    expect(manifest[1].truncated).toBe(true);
    expect(manifest[1].date).toBeUndefined();
  });

  it('fails naming the file for a bad version, a bad date, an unknown author, a mismatched file name, or a written day', () => {
    expect(() => parseRelease(note('0.9', 'title: x\nversion: "0.9"'), authors)).toThrow(
      "content/releases/0.9.md:3: invalid frontmatter: version: must look like '0.24.0'",
    );
    expect(() =>
      parseRelease(note('0.9.0', 'title: x\nversion: 0.9.0\ndate: 2025-13-45\nsources: [https://example.com/a]'), authors),
    ).toThrow('date: is not a real date');
    expect(() => parseRelease(note('0.9.0', 'title: x\nversion: 0.9.0\nauthors: [ghost]'), authors)).toThrow(
      "content/releases/0.9.0.md: authors: unknown author 'ghost'",
    );
    expect(() => parseRelease(note('0.9.0', 'title: x\nversion: 0.9.1'), authors)).toThrow("version: '0.9.1' does not match the file name");
    // A day the note was written reads as a release date: the field is gone.
    expect(() => parseRelease(note('0.9.0', 'title: x\nversion: 0.9.0\nwritten: 2026-11-25'), authors)).toThrow(/written/);
  });

  it('fails on a duplicate version, naming both files', () => {
    const a = parseRelease(note('0.9.0'), authors);
    const b = { ...a, source: { ...a.source, displayPath: 'content/releases/copy.md' } };
    expect(() => assertUniqueVersions([a, b])).toThrow(
      'content/releases/copy.md: version: 0.9.0 is also the version of content/releases/0.9.0.md',
    );
  });

  it('reads authors with an optional GitHub handle and names the bad entry', () => {
    expect(parseAuthors('authors.yml', 'ay:\n  name: Andy Yen\n  github: onlyjackfrost\n  initials: AY\n')).toEqual([
      { id: 'ay', name: 'Andy Yen', github: 'onlyjackfrost', initials: 'AY' },
    ]);
    expect(() => parseAuthors('authors.yml', 'ay:\n  name: Andy Yen\n')).toThrow("authors.yml: author 'ay': initials:");
    expect(() => parseAuthors('authors.yml', 'ay:\n  name: A\n  initials: A\n  title: Maintainer\n')).toThrow("author 'ay'");
  });
});

describe('release frontmatter schema', () => {
  const base = { title: 'Wren AI Cloud 0.9.0', version: '0.9.0' };
  it('needs only a title and a version; date, authors and sources are optional and sources keep their format', () => {
    expect(releaseFrontmatterSchema.parse(base)).toEqual({ ...base, authors: [], tags: [] });
    expect(
      releaseFrontmatterSchema.safeParse({
        ...base,
        date: '2025-01-02',
        sources: ['Canner/WrenAI@0.24.0:wren-ui/src/apollo/server/dataSource.ts'],
      }).success,
    ).toBe(true);
    expect(releaseFrontmatterSchema.safeParse({ ...base, sources: ['somewhere on the web'] }).success).toBe(false);
    expect(releaseFrontmatterSchema.safeParse({ ...base, sources: [] }).success).toBe(false);
  });
});

describe('a cloud version without a release date or author', () => {
  const release = toManifestReleases([
    parseRelease(
      note('0.9.0', 'title: Wren AI Cloud 0.9.0\nversion: 0.9.0', 'Release notes for Wren AI Cloud 0.9.0 are not available.'),
      authors,
    ),
  ])[0];
  const team = [{ id: 'product', name: 'Pat Doe', initials: 'PD' }];

  it('shows no date line and no byline at all', () => {
    expect(renderToStaticMarkup(createElement(ReleaseMeta, { release, authors: team }))).toBe('');
  });

  it('shows a sourced release date as Released, and a named author by name', () => {
    const dated = toManifestReleases([
      parseRelease(
        note('0.9.0', 'title: x\nversion: 0.9.0\ndate: 2025-01-02\nauthors: [product]\nsources: [https://example.com/a]', 'x'),
        authors,
      ),
    ])[0];
    const html = renderToStaticMarkup(createElement(ReleaseMeta, { release: dated, authors: team }));
    expect(html).toContain('Released <time dateTime="2025-01-02">January 2, 2025</time>');
    expect(html).toContain('Pat Doe');
    expect(dated.sources).toEqual([{ label: 'example.com · /a', href: 'https://example.com/a' }]);
  });

  it('has no datePublished and no author in its structured data', () => {
    const [post] = releaseLd(release, team);
    expect(post['@type']).toBe('BlogPosting');
    expect(post).not.toHaveProperty('datePublished');
    expect(post.author ?? []).toEqual([]);
  });
});

describe('the cloud version notes in content/releases', () => {
  const folder = path.resolve('content/releases');
  const notes = readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ file, text: readFileSync(path.join(folder, file), 'utf8') }));

  it('are the 50 versions from 0.7.0 to 0.43.1 without 0.20.0', () => {
    const versions = notes.map((n) => n.file.replace(/\.md$/, '')).sort(compareVersions);
    expect(versions).toHaveLength(50);
    expect([versions[0], versions.at(-1)]).toEqual(['0.7.0', '0.43.1']);
    expect(versions).not.toContain('0.20.0');
  });

  it('each say in one sentence that notes are not available, point to the changelog, and carry no date, author or narration', () => {
    const problems = notes.flatMap(({ file, text }) => {
      const version = file.replace(/\.md$/, '');
      const [, frontmatter, body] = text.split(/^---$/m);
      return [
        !body.includes(`Release notes for Wren AI Cloud ${version} are not available.`) &&
          `${file}: does not say its notes are not available`,
        !body.includes('](/oss/releases)') && `${file}: does not link to the changelog`,
        /^(date|written|authors):/m.test(frontmatter) && `${file}: has a date or an author`,
        /public source|reconstructed|this site|does not publish|not documented|Note written/i.test(text) &&
          `${file}: narrates its sourcing`,
      ].filter(Boolean);
    });
    expect(problems).toEqual([]);
  });
});

describe('parseChangelog', () => {
  const yml = (body: string) => parseChangelog('content/releases/changelog.yml', body, new Set(['jax']));
  it('reads entries with defaults, keeping dates as YYYY-MM-DD', () => {
    const [parsed] = yml(
      '- product: core\n  version: 0.13.3\n  date: 2026-08-18\n  previous: 0.13.2\n  fixed:\n    - text: A fix.\n      prs: [2655]\n',
    );
    expect(parsed).toEqual({
      product: 'core',
      version: '0.13.3',
      date: '2026-08-18',
      previous: '0.13.2',
      released_by: [],
      new: [],
      improved: [],
      fixed: [{ text: 'A fix.', prs: [2655] }],
      patches: [],
    });
  });
  it('fails naming the entry and the field', () => {
    expect(() => yml('- product: core\n  version: 0.13.3\n  date: 2026-13-01\n  new: [{ text: A. }]\n')).toThrow(
      'content/releases/changelog.yml: release 1 (0.13.3): date: is not a real date',
    );
    expect(() => yml('- product: core\n  version: 0.13.3\n  date: 2026-08-18\n  new: [{ text: No full stop }]\n')).toThrow(
      'release 1 (0.13.3): new.0.text: must be a sentence ending in a full stop',
    );
    expect(() =>
      yml('- product: core\n  version: 0.13.3\n  date: 2026-08-18\n  new: [{ text: A., link: "https://example.com" }]\n'),
    ).toThrow('new.0.link: must be a path on this site');
    expect(() => yml('- product: cloud\n  version: 0.13.3\n  date: 2026-08-18\n')).toThrow('release 1 (0.13.3): product:');
    expect(() => yml('- product: core\n  version: 0.13.3\n  date: 2026-08-18\n')).toThrow('release 1 (0.13.3): lists no change');
    expect(() => yml('- product: classic\n  version: 0.29.2\n  date: 2026-08-05\n  released_by: [ghost]\n  new: [{ text: A. }]\n')).toThrow(
      "released_by: unknown author 'ghost'",
    );
    const twice = '- product: core\n  version: 0.1.0\n  date: 2026-01-01\n  new: [{ text: A. }]\n';
    expect(() => yml(twice + twice)).toThrow('release 2 (0.1.0): Wren AI Core 0.1.0 is listed twice');
    expect(() => yml('product: core')).toThrow('must be a list of releases');
  });
});

describe('the changelog on /oss/releases', () => {
  it('sorts newest first by tag date across both products', () => {
    const sorted = sortChangelog([
      entry({ version: '0.29.2', date: '2026-08-05' }),
      entry({ product: 'core', version: '0.13.3', date: '2026-08-18' }),
      entry({ product: 'core', version: '0.13.2', date: '2026-07-28' }),
    ]);
    expect(sorted.map((e) => `${e.product} ${e.version}`)).toEqual(['core 0.13.3', 'classic 0.29.2', 'core 0.13.2']);
  });

  it('places each entry on its page under its own heading id', () => {
    const entries = Array.from({ length: 41 }, (_, i) =>
      entry({
        version: `0.${i + 1}.0`,
        date: `2025-01-01`.replace('01-01', `01-${String((i % 28) + 1).padStart(2, '0')}`),
        new: [{ text: 'A.', prs: [] }],
      }),
    );
    const pages = changelogPages(entries);
    expect(pages.map((page) => page.route)).toEqual([
      '/oss/releases',
      '/oss/releases/page/2',
      '/oss/releases/page/3',
      '/oss/releases/page/4',
      '/oss/releases/page/5',
    ]);
    const last = pages[4].entries.at(-1)!;
    expect(entryRoute(entries, last)).toBe(`/oss/releases/page/5#classic-${last.version.replace(/\./g, '-')}`);
    expect(entryRoute(entries, pages[0].entries[0])).toMatch(/^\/oss\/releases#classic-/);
  });

  it("writes an entry as HTML with the changelog page's component: tag date, groups, documenting page, PRs, tag", () => {
    const html = entryHtml(
      entry({
        new: [{ text: 'Connect to Amazon Athena with OIDC.', prs: [2047, 2063], link: '/oss/guide/connect/athena' }],
        fixed: [{ text: 'Run `wren profile debug` <safely>.', prs: [] }],
        patches: [{ version: '0.29.3', date: '2025-12-01' }],
        released_by: ['jax'],
      }),
      {
        siteUrl: 'https://d.example',
        pageTitle: (route) => (route === '/oss/guide/connect/athena' ? 'Connect to Amazon Athena' : undefined),
        authors: [{ id: 'jax', name: 'Jax Liu', initials: 'JL' }],
      },
    );
    const page = renderToStaticMarkup(
      createElement(ChangelogEntryView, {
        entry: entry({ new: [{ text: 'A.', prs: [] }] }),
        authors: [],
      }),
    );
    expect(page).toContain('<article class="changelog-entry changelog-classic"');
    expect(html).toContain('<time dateTime="2025-11-28">November 28, 2025</time>');
    expect(html).toContain('<h3 class="changelog-group-title">New</h3>');
    expect(html).toContain(
      'Connect to Amazon Athena with OIDC. <a href="https://d.example/oss/guide/connect/athena" class="changelog-doc">' +
        'Connect to Amazon Athena</a><span class="changelog-prs"> <a href="https://github.com/Canner/WrenAI/pull/2047"',
    );
    expect(html).toContain('>#2047</a> <a href="https://github.com/Canner/WrenAI/pull/2063"');
    expect(html).toContain('<li class="changelog-change">Run <code>wren profile debug</code> &lt;safely&gt;.</li>');
    expect(html).not.toContain('>Improved</h3>');
    expect(html).toContain(
      'Patch releases: <a href="https://github.com/Canner/WrenAI/tree/0.29.3" rel="noopener">0.29.3</a> (December 1, 2025).',
    );
    expect(html).toContain(
      '<a href="https://github.com/Canner/WrenAI/tree/0.29.1" rel="noopener">Tag 0.29.1 on GitHub</a> <a ' +
        'href="https://github.com/Canner/WrenAI/compare/0.29.0...0.29.1" rel="noopener">All changes since 0.29.0</a>',
    );
    expect(html).toContain('Released by <a href="https://d.example/cp/releases/authors#jax">Jax Liu</a>');
  });

  it('links pull requests in the repository the entry names, and shows that repository', () => {
    const html = entryHtml(
      entry({ product: 'core', version: '0.4.0', pr_repository: 'Canner/wren-engine', new: [{ text: 'A.', prs: [1588] }] }),
      { siteUrl: '', pageTitle: () => undefined, authors: [] },
    );
    expect(html).toContain('href="https://github.com/Canner/wren-engine/pull/1588"');
    expect(html).toContain('>wren-engine#1588</a>');
    expect(html).toContain('<a href="https://github.com/Canner/WrenAI/tree/wren-v0.4.0" rel="noopener">Tag wren-v0.4.0 on GitHub</a>');
  });

  it('becomes feed items dated by the tag, linked to their place on the list, with the people the release commit names', () => {
    const entries = [
      entry({
        version: '0.29.2',
        date: '2026-08-05',
        released_by: ['jax'],
        new: [
          { text: 'One.', prs: [] },
          { text: 'Two `x`.', prs: [] },
          { text: 'Three.', prs: [] },
        ],
      }),
    ];
    const [item] = toFeedItems(entries, {
      siteUrl: 'https://d.example',
      html: (e) => `<p>${e.version}</p>`,
      authorName: (id) => (id === 'jax' ? 'Jax Liu' : id),
    });
    expect(item).toMatchObject({
      title: 'GenBI Classic 0.29.2',
      url: 'https://d.example/oss/releases#classic-0-29-2',
      date: '2026-08-05',
      authors: ['Jax Liu'],
      tags: ['GenBI Classic'],
      html: '<p>0.29.2</p>',
    });
    expect(item.summary).toBe('One. Two x. And 1 more.');
    expect(entrySummary(entry({ patches: [{ version: '0.7.1', date: '2024-07-10' }] }))).toBe('Patch releases 0.7.1.');
    expect(releaseFeedInfo('https://d.example').description).not.toMatch(/written|reconstructed|public source/);
  });

  it('is served as feeds under /oss/releases and, for earlier subscribers, /cp/releases: same home, own addresses', () => {
    expect(feedRoutes('/oss/releases').map((feed) => feed.href)).toEqual([
      '/oss/releases/rss.xml',
      '/oss/releases/atom.xml',
      '/oss/releases/feed.json',
    ]);
    expect(releaseFeedInfo('https://d.example')).toMatchObject({
      homeUrl: 'https://d.example/oss/releases',
      urls: { rss: 'https://d.example/oss/releases/rss.xml', json: 'https://d.example/oss/releases/feed.json' },
    });
    expect(releaseFeedInfo('https://d.example', '/cp/releases')).toMatchObject({
      homeUrl: 'https://d.example/oss/releases',
      urls: { atom: 'https://d.example/cp/releases/atom.xml' },
    });
  });
});

describe('content/releases/changelog.yml', () => {
  const file = path.resolve('content/releases/changelog.yml');
  const people = new Set(parseAuthors('authors.yml', readFileSync(path.resolve('content/releases/authors.yml'), 'utf8')).map((a) => a.id));
  const changelog = parseChangelog(file, readFileSync(file, 'utf8'), people);
  const line = (product: ChangelogEntry['product']) => changelog.filter((e) => e.product === product);

  it('covers Wren AI Core 0.3.0 to 0.13.3 and GenBI Classic 0.7.0 to 0.29.2, open-source 0.20.0 included', () => {
    expect(line('core').map((e) => e.version)).toEqual([
      '0.13.3',
      '0.13.2',
      '0.13.1',
      '0.13.0',
      '0.12.0',
      '0.11.0',
      '0.10.1',
      '0.10.0',
      '0.9.0',
      '0.8.1',
      '0.8.0',
      '0.7.0',
      '0.6.0',
      '0.5.0',
      '0.4.0',
      '0.3.0',
    ]);
    expect([line('classic')[0].version, line('classic').at(-1)!.version]).toEqual(['0.29.2', '0.7.0']);
    expect(line('classic').map((e) => e.version)).toContain('0.20.0');
    expect(changelogPages(changelog)).toHaveLength(5);
  });

  it('links each Core pull request in the repository its CHANGELOG.md names: Canner/wren-engine up to 0.4.0', () => {
    const engine = line('core').filter((e) => e.pr_repository === 'Canner/wren-engine');
    expect(engine.map((e) => e.version)).toEqual(['0.4.0', '0.3.0']);
    expect(engine.flatMap((e) => [...e.new, ...e.improved, ...e.fixed].flatMap((c) => c.prs))).toHaveLength(11);
    expect(line('core').filter((e) => e.pr_repository === undefined)).toHaveLength(14);
    expect(line('classic').every((e) => e.pr_repository === undefined)).toBe(true);
  });

  it('lists each product newest first, each entry newer and later than the one it compares with', () => {
    for (const product of ['core', 'classic'] as const) {
      const entries = line(product);
      for (const [index, current] of entries.entries()) {
        const older = entries[index + 1];
        if (!older) continue;
        expect(compareVersions(current.version, older.version), current.version).toBeGreaterThan(0);
        expect(current.date >= older.date, current.version).toBe(true);
        expect(current.previous, current.version).toBe(older.version);
      }
    }
  });
});

describe('feeds', () => {
  const info = {
    title: 'Notes & news',
    description: 'Changes',
    homeUrl: 'https://docs.example/cp/releases',
    urls: { rss: 'https://docs.example/rss.xml', atom: 'https://docs.example/atom.xml', json: 'https://docs.example/feed.json' },
  };
  const items: FeedItem[] = [
    {
      title: 'Cloud 0.10.0',
      url: 'https://docs.example/cp/releases/0.10.0',
      date: '2025-02-01',
      summary: 'New <things>',
      html: '<p>New <a href="https://docs.example/cp/x">x</a></p>',
      authors: ['Product'],
      tags: ['api'],
    },
    {
      title: 'Cloud 0.9.0',
      url: 'https://docs.example/cp/releases/0.9.0',
      date: '2025-01-02',
      summary: 'Older',
      html: '<p>Older</p>',
      authors: [],
      tags: [],
    },
  ];
  const parseXml = (xml: string) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    return doc;
  };

  it('writes RSS 2.0 that parses, with escaped text, every item, its permalink, date, authors and tags', () => {
    const doc = parseXml(toRss(info, items));
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.querySelector('channel > title')?.textContent).toBe('Notes & news');
    expect(doc.querySelector('channel > lastBuildDate')?.textContent).toBe('Sat, 01 Feb 2025 00:00:00 GMT');
    expect([...doc.querySelectorAll('item > link')].map((n) => n.textContent)).toEqual(items.map((i) => i.url));
    expect([...doc.querySelectorAll('item > guid')].map((n) => [n.textContent, n.getAttribute('isPermaLink')])).toEqual(
      items.map((i) => [i.url, 'true']),
    );
    expect([...doc.querySelectorAll('item > pubDate')].map((n) => n.textContent)).toEqual([
      'Sat, 01 Feb 2025 00:00:00 GMT',
      'Thu, 02 Jan 2025 00:00:00 GMT',
    ]);
    expect(doc.querySelector('item > description')?.textContent).toBe('New <things>');
    expect(doc.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]?.textContent).toBe(items[0].html);
    expect([...doc.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')].map((n) => n.textContent)).toEqual(['Product']);
    expect([...doc.querySelectorAll('item > category')].map((n) => n.textContent)).toEqual(['api']);
  });

  it('writes Atom 1.0 that parses, with ids, updated dates, text titles and summaries, and HTML content', () => {
    const doc = parseXml(toAtom(info, items));
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(doc.querySelector('feed > updated')?.textContent).toBe('2025-02-01T00:00:00.000Z');
    expect(doc.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe(info.urls.atom);
    expect([...doc.querySelectorAll('entry > id')].map((n) => n.textContent)).toEqual(items.map((i) => i.url));
    expect([...doc.querySelectorAll('entry > link')].map((n) => n.getAttribute('href'))).toEqual(items.map((i) => i.url));
    expect([...doc.querySelectorAll('entry > updated')].map((n) => n.textContent)).toEqual([
      '2025-02-01T00:00:00.000Z',
      '2025-01-02T00:00:00.000Z',
    ]);
    // type="html": what a reader shows is the text once the HTML is decoded.
    const shown = (html: string | null | undefined) => new DOMParser().parseFromString(html ?? '', 'text/html').body.textContent;
    expect(shown(doc.querySelector('entry > summary')?.textContent)).toBe('New <things>');
    expect(shown(doc.querySelector('entry > title')?.textContent)).toBe('Cloud 0.10.0');
    expect(doc.querySelector('entry > content')?.textContent).toBe(items[0].html);
    expect([...doc.querySelectorAll('entry > author > name')].map((n) => n.textContent)).toEqual(['Product']);
  });

  it('writes a JSON Feed with the required fields, dates, authors and tags', () => {
    const feed = JSON.parse(toJsonFeed(info, items));
    expect(feed.version).toBe('https://jsonfeed.org/version/1');
    expect(feed.title).toBe('Notes & news');
    expect(feed.feed_url).toBe(info.urls.json);
    expect(feed.items.map((i: { id: string; url: string; content_html: string }) => [i.id, i.url, i.content_html])).toEqual(
      items.map((i) => [i.url, i.url, i.html]),
    );
    expect(feed.items[0]).toMatchObject({
      title: 'Cloud 0.10.0',
      summary: 'New <things>',
      date_published: '2025-02-01T00:00:00.000Z',
      author: { name: 'Product' },
      tags: ['api'],
    });
    expect(feed.items[1].author).toBeUndefined();
  });
});
