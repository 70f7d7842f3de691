// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { assertUniqueVersions, parseAuthors, parseRelease, releaseSectionRoutes, toManifestReleases } from '@/lib/releases/build';
import { absolutizeUrls } from '@/lib/releases/feed-items';
import { toAtom, toJsonFeed, toRss, type FeedItem } from '@/lib/releases/feeds';
import { excerptOf, formatDate, groupByYearMonth, listPageRoute, paginate, sortReleases } from '@/lib/releases/list';
import { compareVersions, parseVersion } from '@/lib/releases/version';

const note = (version: string, frontmatter = `title: Wren AI Cloud ${version}\nversion: ${version}\ndate: 2025-01-02\nauthors: [product]`, body = 'Summary.\n\n<!-- truncate -->\n\n## New\n\n- A thing.') => ({
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

  it('order the list by date, newest first, with the version breaking ties', () => {
    const sorted = sortReleases([
      { version: '0.9.0', date: '2024-10-01' },
      { version: '0.10.0', date: '2024-11-01' },
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
  it('groups by year and month keeping the order', () => {
    const groups = groupByYearMonth([
      { version: '0.3.0', date: '2025-02-10' }, { version: '0.2.1', date: '2025-02-01' },
      { version: '0.2.0', date: '2025-01-20' }, { version: '0.1.0', date: '2024-12-31' },
    ]);
    expect(groups.map((y) => [y.year, y.months.map((m) => [m.label, m.releases.map((r) => r.version)])])).toEqual([
      ['2025', [['February 2025', ['0.3.0', '0.2.1']], ['January 2025', ['0.2.0']]]],
      ['2024', [['December 2024', ['0.1.0']]]],
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
    const releases = [note('0.9.0'), note('0.10.0', 'title: Wren AI Cloud 0.10.0\nversion: 0.10.0\ndate: 2025-02-01\nauthors: [engineering]')].map((s) => parseRelease(s, authors));
    const manifest = toManifestReleases(releases);
    expect(manifest.map((r) => [r.version, r.newer?.href, r.older?.href])).toEqual([
      ['0.10.0', undefined, '/cp/releases/0.9.0'],
      ['0.9.0', '/cp/releases/0.10.0', undefined],
    ]);
    expect(manifest[0].truncated).toBe(true);
  });

  it('fails naming the file for a bad version, a missing date, an unknown author or a mismatched file name', () => {
    expect(() => parseRelease(note('0.9', 'title: x\nversion: "0.9"\ndate: 2025-01-02\nauthors: [product]'), authors)).toThrow("content/releases/0.9.md:3: invalid frontmatter: version: must look like '0.24.0'");
    expect(() => parseRelease(note('0.9.0', 'title: x\nversion: 0.9.0\nauthors: [product]'), authors)).toThrow('content/releases/0.9.0.md: invalid frontmatter: date: required');
    expect(() => parseRelease(note('0.9.0', 'title: x\nversion: 0.9.0\ndate: 2025-13-45\nauthors: [product]'), authors)).toThrow('date: is not a real date');
    expect(() => parseRelease(note('0.9.0', 'title: x\nversion: 0.9.0\ndate: 2025-01-02\nauthors: [ghost]'), authors)).toThrow("content/releases/0.9.0.md: authors: unknown author 'ghost'");
    expect(() => parseRelease(note('0.9.0', 'title: x\nversion: 0.9.1\ndate: 2025-01-02\nauthors: [product]'), authors)).toThrow("version: '0.9.1' does not match the file name");
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
