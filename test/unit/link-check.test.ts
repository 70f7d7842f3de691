import { describe, expect, it } from 'vitest';
import { findBrokenLinks } from '@/lib/content/link-check';
import { ownSourceLinks } from '@/lib/content/pipeline';
import { sitePath } from '@/lib/content/origin';
import { brokenRedirects, redirectTarget, REDIRECTS } from '@/lib/hosting/redirects';

const pages = [
  {
    route: '/cp/a',
    file: 'content/cp/a.md',
    anchors: ['setup'],
    links: [
      { href: '/cp/b#steps', written: './b.md#steps', line: 7 },
      { href: '/cp/b#nowhere', written: '/cp/b#nowhere', line: 8 },
      { href: '/cp/gone', written: '/cp/gone', line: 9 },
      { href: '/img/diagram.png', written: '/img/diagram.png', line: 10 },
      { href: '/search', written: '/search' },
      { href: '/cp/a#setup', written: '#setup', line: 11 },
    ],
  },
  { route: '/cp/b', file: 'content/cp/b.md', anchors: ['steps'], links: [{ href: '/cp/a.html', written: '/cp/a.html', line: 3 }] },
];

describe('findBrokenLinks', () => {
  it('names the page, the line and the target of each broken link or anchor', () => {
    const broken = findBrokenLinks(pages, { appRoutes: ['/', '/search'], publicFileExists: (path) => path === '/img/diagram.png' });
    expect(broken).toEqual([
      "content/cp/a.md:8 (/cp/a): broken anchor '/cp/b#nowhere': /cp/b has no heading with id 'nowhere'",
      "content/cp/a.md:9 (/cp/a): broken link '/cp/gone': no page or file at /cp/gone",
    ]);
  });
});

describe('links that a plain static host answers with a redirect or a 404', () => {
  it('fails on a link to a former address, naming the page to link to, and on a trailing slash', () => {
    const linking = {
      route: '/cp/a',
      file: 'content/cp/a.md',
      anchors: [],
      links: [
        { href: '/cloud/guide/sharing', written: '/cloud/guide/sharing', line: 3 },
        { href: '/cp/b/', written: '/cp/b/', line: 4 },
        { href: '/cp/b/#steps', written: './b/#steps', line: 5 },
        { href: '/api/', written: '/api/', line: 6 },
        { href: '/', written: '/', line: 7 },
        { href: '/cp/b#steps', written: '/cp/b#steps', line: 8 },
      ],
    };
    const broken = findBrokenLinks([linking, { route: '/cp/b', file: 'content/cp/b.md', anchors: ['steps'], links: [] }], {
      appRoutes: ['/', '/api'],
      publicFileExists: () => false,
      redirects: { '/cloud/guide/sharing': '/cp/b' },
    });
    expect(broken).toEqual([
      "content/cp/a.md:3 (/cp/a): broken link '/cloud/guide/sharing': /cloud/guide/sharing is a former address only a redirect answers: " +
        'link to /cp/b',
      "content/cp/a.md:4 (/cp/a): broken link '/cp/b/': a plain static host answers /cp/b/ with 404: write /cp/b",
      "content/cp/a.md:5 (/cp/a): broken link './b/#steps': a plain static host answers /cp/b/ with 404: write /cp/b",
      "content/cp/a.md:6 (/cp/a): broken link '/api/': a plain static host answers /api/ with 404: write /api",
    ]);
  });

  it('checks a former address in sources at the page it is shown as', () => {
    const text = '---\ntitle: A\nsources:\n  - https://docs.getwren.ai/cloud/guide/sharing#x\n---\n';
    const links = ownSourceLinks(text, ['https://docs.getwren.ai/cloud/guide/sharing#x'], ['https://docs.getwren.ai'], {
      '/cloud/guide/sharing': '/cp/b',
    });
    expect(links).toEqual([{ href: '/cp/b#x', written: 'https://docs.getwren.ai/cloud/guide/sharing#x', line: 4 }]);
  });
});

describe("links to the site's own origin", () => {
  it('fails on an absolute docs.getwren.ai URL that misses, in the body or in sources, naming the page and the target', () => {
    const text =
      '---\ntitle: A\nsources:\n  - https://docs.getwren.ai/cp/guide/gone\n  - ' +
      'https://docs.getwren.ai/cp/b\n  - https://github.com/Canner/WrenAI\n---\nBody\n';
    const fromSources = ownSourceLinks(
      text,
      ['https://docs.getwren.ai/cp/guide/gone', 'https://docs.getwren.ai/cp/b', 'https://github.com/Canner/WrenAI'],
      ['https://docs.getwren.ai'],
    );
    expect(fromSources).toEqual([
      { href: '/cp/guide/gone', written: 'https://docs.getwren.ai/cp/guide/gone', line: 4 },
      { href: '/cp/b', written: 'https://docs.getwren.ai/cp/b', line: 5 },
    ]);
    const page = {
      route: '/cp/a',
      file: 'content/cp/a.md',
      anchors: [],
      links: [
        ...fromSources,
        { href: '/cloud/old#x', written: 'https://docs.getwren.ai/cloud/old#x', line: 12 },
        { href: '/cloud/lost', written: 'https://docs.getwren.ai/cloud/lost', line: 13 },
      ],
    };
    const broken = findBrokenLinks([page, { route: '/cp/b', file: 'content/cp/b.md', anchors: [], links: [] }], {
      appRoutes: [],
      publicFileExists: () => false,
      redirects: { '/cloud/old': '/cp/b' },
    });
    expect(broken).toHaveLength(3);
    expect(broken[0].startsWith("content/cp/a.md:4 (/cp/a): broken link 'https://docs.getwren.ai/cp/guide/gone': ")).toBe(true);
    expect(broken[0]).toContain("no page or file at /cp/guide/gone (this site's own address");
    expect(broken[1]).toBe(
      "content/cp/a.md:12 (/cp/a): broken link 'https://docs.getwren.ai/cloud/old#x': " +
        '/cloud/old is a former address only a redirect answers: link to /cp/b',
    );
    expect(broken[2]).toMatch(/^content\/cp\/a\.md:13 \(\/cp\/a\): broken link 'https:\/\/docs\.getwren\.ai\/cloud\/lost'/);
  });

  it('records an absolute URL on the origin as a link of the page, and leaves other hosts alone', () => {
    expect(sitePath('https://docs.getwren.ai/cp/overview#plans', ['https://docs.getwren.ai'])).toBe('/cp/overview#plans');
    expect(sitePath('http://docs.getwren.ai/oss', ['https://docs.getwren.ai'])).toBe('/oss');
    expect(sitePath('https://www.getwren.ai/cp/overview', ['https://docs.getwren.ai'])).toBeUndefined();
    expect(sitePath('/cp/overview', ['https://docs.getwren.ai'])).toBeUndefined();
  });

  it('checks the redirect table: every target is a page, no former address hides a page, no chains', () => {
    const pages = new Set(['/cp/a', '/cp/b']);
    expect(
      brokenRedirects((p) => pages.has(p), { '/cloud/a': '/cp/a', '/cloud/x': '/cp/x', '/cp/b': '/cp/a', '/cloud/c': '/cloud/a' }),
    ).toEqual([
      'redirect /cloud/x → /cp/x: no page at /cp/x',
      'redirect /cp/b → /cp/a: /cp/b is a page here, so the redirect would hide it',
      'redirect /cloud/c → /cloud/a: the target is itself redirected; point at the page',
    ]);
    expect(redirectTarget('/cloud/guide/sharing/')).toBe('/cp/guide/sharing');
    expect(redirectTarget('/cloud/guide/sharing.html')).toBe('/cp/guide/sharing');
    expect(redirectTarget('/constructor')).toBeUndefined();
    expect(Object.keys(REDIRECTS).every((from) => from.startsWith('/') && !from.endsWith('/'))).toBe(true);
  });
});
