// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReleaseMeta } from '@/components/releases/release-meta';
import { assertUniqueVersions, parseAuthors, parseRelease, releaseSectionRoutes, toManifestReleases } from '@/lib/releases/build';
import { absolutizeUrls, toFeedItems } from '@/lib/releases/feed-items';
import { toAtom, toJsonFeed, toRss, type FeedItem } from '@/lib/releases/feeds';
import { excerptOf, formatDate, groupByVersionRange, listPageRoute, paginate, sortReleases } from '@/lib/releases/list';
import { changeSections } from '@/lib/releases/rules';
import { releaseFrontmatterSchema } from '@/lib/releases/schema';
import { OSS_RELEASES } from '@/lib/releases/timeline';
import { compareVersions, parseVersion } from '@/lib/releases/version';
import { releaseLd } from '@/lib/seo/structured-data';

const note = (version: string, frontmatter = `title: Wren AI Cloud ${version}\nversion: ${version}\nwritten: 2025-01-02\nauthors: [product]\nsources: [https://example.com/changelog]`, body = 'Summary.\n\n<!-- truncate -->\n\n## New\n\n- A thing.') => ({
  relativePath: `releases/${version}.md`,
  displayPath: `content/releases/${version}.md`,
  text: `---\n${frontmatter}\n---\n${body}`,
});
const authors = new Set(['product', 'engineering']);

describe('versions', () => {
  it('compare as numbers, not strings', () => {
    expect(['0.10.0', '0.9.0', '0.9.10', '0.9.2'].sort(compareVersions)).toEqual(['0.9.0', '0.9.2', '0.9.10', '0.10.0']);
    expect(parseVersion('0.43.1')).toEqual([0, 43, 1]);
    expect(parseVersion('v1.0')).toBeNull();
  });

  it('order the list by version, newest first, whatever the dates say', () => {
    const sorted = sortReleases([
      { version: '0.9.0', date: '2024-12-01' },
      { version: '0.10.0' },
      { version: '0.9.1', date: '2024-10-01' },
    ]);
    expect(sorted.map((r) => r.version)).toEqual(['0.10.0', '0.9.1', '0.9.0']);
  });
});

describe('pagination', () => {
  const count = (n: number) => paginate(Array.from({ length: n }, (_, i) => i));
  it('makes 5 pages of 10 for 50 releases, and handles the edges', () => {
    expect(count(50).map((page) => page.length)).toEqual([10, 10, 10, 10, 10]);
    expect(count(10).map((page) => page.length)).toEqual([10]);
    expect(count(11).map((page) => page.length)).toEqual([10, 1]);
    expect(count(0)).toEqual([[]]);
  });
  it('routes the first page at the section and the rest under /page/N', () => {
    expect([1, 2, 5].map(listPageRoute)).toEqual(['/cp/releases', '/cp/releases/page/2', '/cp/releases/page/5']);
    expect(releaseSectionRoutes(11)).toEqual(['/cp/releases', '/cp/releases/page/2', '/cp/releases/archive', '/cp/releases/authors']);
  });
});

describe('archive and excerpts', () => {
  it('groups by ten minor versions keeping the order, without needing dates', () => {
    const groups = groupByVersionRange(['0.43.1', '0.43.0', '0.40.0', '0.39.1', '0.21.0', '0.19.0', '0.7.0'].map((version) => ({ version })));
    expect(groups.map((g) => [g.id, g.label, g.releases.map((r) => r.version)])).toEqual([
      ['versions-0-40', 'Versions 0.40.0 to 0.43.1', ['0.43.1', '0.43.0', '0.40.0']],
      ['versions-0-30', 'Version 0.39.1', ['0.39.1']],
      ['versions-0-20', 'Version 0.21.0', ['0.21.0']],
      ['versions-0-10', 'Version 0.19.0', ['0.19.0']],
      ['versions-0-0', 'Version 0.7.0', ['0.7.0']],
    ]);
  });
  it('cuts the excerpt at the truncation marker', () => {
    expect(excerptOf('Intro.\n<!-- truncate -->\nRest.')).toEqual({ excerpt: 'Intro.\n', truncated: true });
    expect(excerptOf('All of it.')).toEqual({ excerpt: 'All of it.', truncated: false });
    expect(formatDate('2024-07-08')).toBe('July 8, 2024');
  });
});

describe('parseRelease', () => {
  it('accepts a well-formed note and links neighbours newest first', () => {
    const releases = [note('0.9.0'), note('0.10.0', 'title: Wren AI Cloud 0.10.0\nversion: 0.10.0\nwritten: 2025-02-01\nauthors: [engineering]', 'Nothing known.\n\n<!-- truncate -->\n\n## What is known\n\n- Little.')].map((s) => parseRelease(s, authors));
    const manifest = toManifestReleases(releases);
    expect(manifest.map((r) => [r.version, r.newer?.href, r.older?.href])).toEqual([
      ['0.10.0', undefined, '/cp/releases/0.9.0'],
      ['0.9.0', '/cp/releases/0.10.0', undefined],
    ]);
    expect(manifest[0].truncated).toBe(true);
  });

  it('fails naming the file for a bad version, a missing written date, a bad date, an unknown author or a mismatched file name', () => {
    expect(() => parseRelease(note('0.9', 'title: x\nversion: "0.9"\nwritten: 2025-01-02\nauthors: [product]'), authors)).toThrow("content/releases/0.9.md:3: invalid frontmatter: version: must look like '0.24.0'");
    expect(() => parseRelease(note('0.9.0', 'title: x\nversion: 0.9.0\nauthors: [product]'), authors)).toThrow('content/releases/0.9.0.md: invalid frontmatter: written: required');
    expect(() => parseRelease(note('0.9.0', 'title: x\nversion: 0.9.0\nwritten: 2025-13-45\nauthors: [product]'), authors)).toThrow('written: is not a real date');
    expect(() => parseRelease(note('0.9.0', 'title: x\nversion: 0.9.0\ndate: 2025-13-45\nwritten: 2025-01-02\nauthors: [product]\nsources: [https://example.com/a]'), authors)).toThrow('date: is not a real date');
    expect(() => parseRelease(note('0.9.0', 'title: x\nversion: 0.9.0\nwritten: 2025-01-02\nauthors: [ghost]'), authors)).toThrow("content/releases/0.9.0.md: authors: unknown author 'ghost'");
    expect(() => parseRelease(note('0.9.0', 'title: x\nversion: 0.9.1\nwritten: 2025-01-02\nauthors: [product]'), authors)).toThrow("version: '0.9.1' does not match the file name");
  });

  it('fails on a duplicate version, naming both files', () => {
    const a = parseRelease(note('0.9.0'), authors);
    const b = { ...a, source: { ...a.source, displayPath: 'content/releases/copy.md' } };
    expect(() => assertUniqueVersions([a, b])).toThrow('content/releases/copy.md: version: 0.9.0 is also the version of content/releases/0.9.0.md');
  });

  it('reads authors and names the bad entry', () => {
    expect(parseAuthors('authors.yml', 'product:\n  name: Product\n  title: PM\n  initials: PM\n')).toEqual([{ id: 'product', name: 'Product', title: 'PM', initials: 'PM' }]);
    expect(() => parseAuthors('authors.yml', 'product:\n  name: Product\n')).toThrow("authors.yml: author 'product': title:");
  });
});

describe('release frontmatter schema', () => {
  const base = { title: 'Wren AI Cloud 0.9.0', version: '0.9.0', written: '2026-11-25', authors: ['product'] };
  it('makes the release date optional, requires the day the note was written, and reuses the sources format', () => {
    expect(releaseFrontmatterSchema.safeParse(base).success).toBe(true);
    expect(releaseFrontmatterSchema.safeParse({ ...base, date: '2025-01-02', sources: ['Canner/WrenAI@0.24.0:wren-ui/src/apollo/server/dataSource.ts'] }).success).toBe(true);
    expect(releaseFrontmatterSchema.safeParse({ ...base, written: undefined }).success).toBe(false);
    expect(releaseFrontmatterSchema.safeParse({ ...base, sources: ['somewhere on the web'] }).success).toBe(false);
    expect(releaseFrontmatterSchema.safeParse({ ...base, sources: [] }).success).toBe(false);
  });
});

describe('the sources rule', () => {
  const frontmatter = 'title: Wren AI Cloud 0.9.0\nversion: 0.9.0\nwritten: 2025-01-02\nauthors: [product]';

  it('fails a note that lists changes without sources, naming the file, the line of the heading and the field', () => {
    // Lines: 1 '---', 2-5 frontmatter, 6 '---', 7 'Summary.', 8 blank, 9 '## New'.
    expect(() => parseRelease(note('0.9.0', frontmatter, 'Summary.\n\n## New\n\n- A thing.'), authors)).toThrow(
      "content/releases/0.9.0.md:9: sources: required because the note lists changes under '## New'; add a 'sources' list to the frontmatter naming where each change comes from (https:// URLs or 'owner/repo@tag:path'), or remove the section",
    );
    expect(() => parseRelease(note('0.9.0', frontmatter, 'Summary.\n\n### Fixed:\n\n- A bug.'), authors)).toThrow("content/releases/0.9.0.md:9: sources: required because the note lists changes under '### Fixed:'");
  });

  it('fails a note that gives a release date without sources', () => {
    expect(() => parseRelease(note('0.9.0', `${frontmatter}\ndate: 2025-01-02`, 'Nothing else.'), authors)).toThrow(
      "content/releases/0.9.0.md: sources: required because the note gives a release date (date: 2025-01-02); add a 'sources' list naming where the date comes from, or remove 'date'",
    );
  });

  it('accepts changes and dates once sources are listed, and a note with neither without sources', () => {
    expect(() => parseRelease(note('0.9.0', `${frontmatter}\ndate: 2025-01-02\nsources: [https://example.com/changelog]`), authors)).not.toThrow();
    expect(() => parseRelease(note('0.9.0', frontmatter, 'No public source names a change.\n\n## What is known\n\n- Nothing.'), authors)).not.toThrow();
  });

  it('counts only whole change headings at levels 2 and 3, outside code blocks', () => {
    const body = ['## New', '### improved', '## Fixes:', '# New', '#### Fixed', '## New in the UI', '```md', '## New', '```', '~~~', '## Fixed', '~~~', '## Removed ##'].join('\n');
    expect(changeSections(body)).toEqual([
      { heading: '## New', line: 1 },
      { heading: '### improved', line: 2 },
      { heading: '## Fixes:', line: 3 },
      { heading: '## Removed', line: 13 },
    ]);
  });
});

describe('a note without a release date', () => {
  const release = toManifestReleases([parseRelease(note('0.9.0', 'title: Wren AI Cloud 0.9.0\nversion: 0.9.0\nwritten: 2026-11-25\nauthors: [product]', 'Nothing known.'), authors)])[0];
  const team = [{ id: 'product', name: 'Product', title: 'PM', initials: 'PM' }];

  it('builds, with no date in the manifest and the day it was written', () => {
    expect(release.date).toBeUndefined();
    expect(release.written).toBe('2026-11-25');
    expect(release.sources).toEqual([]);
  });

  it('shows no release date: it says the date is not published and labels the written day as such', () => {
    const html = renderToStaticMarkup(createElement(ReleaseMeta, { release, authors: team }));
    expect(html).toContain('Release date not published');
    expect(html).not.toContain('Released');
    expect(html).toMatch(/Note written <time dateTime="2026-11-25">November 25, 2026<\/time>/);
    expect(html.match(/<time/g)).toHaveLength(1);
  });

  it('shows a sourced release date as Released, next to the written day', () => {
    const dated = toManifestReleases([parseRelease(note('0.9.0', 'title: x\nversion: 0.9.0\ndate: 2025-01-02\nwritten: 2026-11-25\nauthors: [product]\nsources: [https://example.com/a]', 'x'), authors)])[0];
    const html = renderToStaticMarkup(createElement(ReleaseMeta, { release: dated, authors: team }));
    expect(html).toContain('Released <time dateTime="2025-01-02">January 2, 2025</time>');
    expect(html).toContain('Note written <time dateTime="2026-11-25">');
    expect(dated.sources).toEqual([{ label: 'example.com · /a', href: 'https://example.com/a' }]);
  });

  it('has no datePublished in its structured data', () => {
    const [post] = releaseLd(release, team);
    expect(post['@type']).toBe('BlogPosting');
    expect(post).not.toHaveProperty('datePublished');
  });

  it('is dated in the feeds by the day it was written, and the item says so', () => {
    const [item] = toFeedItems([release], () => '<p>Body</p>', (id) => id, 'https://d.example');
    expect(item.date).toBe('2026-11-25');
    expect(item.summary).toContain('Note written on this site on November 25, 2026');
    expect(item.summary).toContain('Wren AI does not publish a release date for this version.');
    expect(item.html.startsWith('<p><em>Note written on this site on November 25, 2026;')).toBe(true);
  });
});

describe('the release notes in content/releases', () => {
  const folder = path.resolve('content/releases');
  const notes = readdirSync(folder).filter((file) => file.endsWith('.md')).map((file) => ({ file, text: readFileSync(path.join(folder, file), 'utf8') }));

  it('are the 50 versions from 0.7.0 to 0.43.1 without 0.20.0', () => {
    const versions = notes.map((n) => n.file.replace(/\.md$/, '')).sort(compareVersions);
    expect(versions).toHaveLength(50);
    expect([versions[0], versions.at(-1)]).toEqual(['0.7.0', '0.43.1']);
    expect(versions).not.toContain('0.20.0');
  });

  it('each say they are reconstructed, list sources, and give no release date and no changes', () => {
    const problems = notes.flatMap(({ file, text }) => {
      const [, frontmatter, body] = text.split(/^---$/m);
      return [
        !/reconstructed from public sources/.test(body) && `${file}: does not say it is reconstructed`,
        !/^sources:\n {2}- /m.test(frontmatter) && `${file}: no sources`,
        /^date:/m.test(frontmatter) && `${file}: has a release date`,
        changeSections(body).length > 0 && `${file}: lists changes`,
      ].filter(Boolean);
    });
    expect(problems).toEqual([]);
  });

  it('do not put Athena OIDC in 0.24.0 except as a correction', () => {
    const text = readFileSync(path.join(folder, '0.24.0.md'), 'utf8');
    expect(text).toContain('## Correction: Amazon Athena and Amazon Redshift');
    expect(text).toContain('https://github.com/Canner/WrenAI/pull/2047');
  });
});

describe('the open-source timeline', () => {
  it('runs from open-source 0.7.0 to 0.29.2, oldest first, with real dates and each entry compared to an earlier tag', () => {
    expect([OSS_RELEASES[0].version, OSS_RELEASES.at(-1)!.version]).toEqual(['0.7.0', '0.29.2']);
    expect(OSS_RELEASES.map((r) => r.version)).toContain('0.20.0');
    for (const [index, release] of OSS_RELEASES.entries()) {
      expect(release.date, release.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(release.date)), release.version).toBe(false);
      expect(compareVersions(release.previous, release.version), release.version).toBeLessThan(0);
      if (index > 0) {
        expect(compareVersions(OSS_RELEASES[index - 1].version, release.version)).toBeLessThan(0);
        expect(OSS_RELEASES[index - 1].date <= release.date, release.version).toBe(true);
      }
    }
  });
});

describe('feeds', () => {
  const info = { title: 'Notes & news', description: 'Changes', homeUrl: 'https://docs.example/cp/releases', urls: { rss: 'https://docs.example/rss.xml', atom: 'https://docs.example/atom.xml', json: 'https://docs.example/feed.json' } };
  const items: FeedItem[] = [
    { title: 'Cloud 0.10.0', url: 'https://docs.example/cp/releases/0.10.0', date: '2025-02-01', summary: 'New <things>', html: '<p>New <a href="https://docs.example/cp/x">x</a></p>', authors: ['Product'], tags: ['api'] },
    { title: 'Cloud 0.9.0', url: 'https://docs.example/cp/releases/0.9.0', date: '2025-01-02', summary: 'Older', html: '<p>Older</p>', authors: ['Engineering'], tags: [] },
  ];
  const parseXml = (xml: string) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    return doc;
  };

  it('writes RSS 2.0 that parses, with escaped text and every item', () => {
    const doc = parseXml(toRss(info, items));
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(doc.querySelector('channel > title')?.textContent).toBe('Notes & news');
    expect([...doc.querySelectorAll('item > link')].map((n) => n.textContent)).toEqual(items.map((i) => i.url));
    expect(doc.querySelector('item > pubDate')?.textContent).toBe('Sat, 01 Feb 2025 00:00:00 GMT');
    expect(doc.querySelector('item > description')?.textContent).toBe('New <things>');
  });

  it('writes Atom 1.0 that parses, with ids, updated dates and HTML content', () => {
    const doc = parseXml(toAtom(info, items));
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(doc.querySelector('feed > updated')?.textContent).toBe('2025-02-01T00:00:00.000Z');
    expect([...doc.querySelectorAll('entry > id')].map((n) => n.textContent)).toEqual(items.map((i) => i.url));
    expect(doc.querySelector('entry > content')?.textContent).toBe(items[0].html);
  });

  it('writes JSON Feed 1.1 with the required fields', () => {
    const feed = JSON.parse(toJsonFeed(info, items));
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toBe('Notes & news');
    expect(feed.items.map((i: { id: string; content_html: string }) => [i.id, i.content_html])).toEqual(items.map((i) => [i.url, i.html]));
  });

  it('makes site links absolute for feed readers', () => {
    expect(absolutizeUrls('<a href="/cp/x">x</a><img src="/img/a.png"><a href="//cdn/x">y</a>', 'https://d.example')).toBe('<a href="https://d.example/cp/x">x</a><img src="https://d.example/img/a.png"><a href="//cdn/x">y</a>');
  });
});
