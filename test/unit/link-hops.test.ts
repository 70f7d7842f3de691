import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { ContentErrors } from '@/lib/content/errors';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import { buildContent, type BuildOptions } from '@/lib/content/pipeline';
import { answersOnPlainHost, hrefsOf, linkHops, sitePathOf } from '@/lib/hosting/link-hops';

const ORIGINS = ['https://docs.getwren.ai'];
const FILES = new Set(['index.html', 'cp/a.html', 'cp/b/index.html', 'img/x.png', 'oss/api.html']);
const isFile = (relative: string) => FILES.has(relative);

describe('links of the built pages on a plain static host', () => {
  it('reads the href of each link, not those of scripts or of <link> tags', () => {
    const html =
      '<link rel="canonical" href="https://docs.getwren.ai/cp/a/"/><a class="x" href="/cp/a?x=1&amp;y=2">A</a>' +
      '<a data-href="/nope" href="#top">top</a><script>self.__next_f.push([1,"{\\"href\\":\\"/cloud/x\\"}"])</script>';
    expect(hrefsOf(html)).toEqual(['/cp/a?x=1&y=2', '#top']);
  });

  it('resolves a link to a path on this site, relative or absolute on its origin, and leaves other sites alone', () => {
    expect(sitePathOf('../b', '/cp/guide/a', ORIGINS)).toBe('/cp/b');
    expect(sitePathOf('https://docs.getwren.ai/cp/a#x', '/', ORIGINS)).toBe('/cp/a');
    expect(sitePathOf('https://github.com/Canner/WrenAI', '/', ORIGINS)).toBeUndefined();
    expect(sitePathOf('mailto:a@b.c', '/', ORIGINS)).toBeUndefined();
    expect(sitePathOf('#top', '/cp/a', ORIGINS)).toBeUndefined();
  });

  it('answers a file, <path>.html or <path>/index.html, never a trailing slash', () => {
    expect(['/', '/cp/a', '/cp/b', '/img/x.png', '/cp/a.html'].every((path) => answersOnPlainHost(path, isFile))).toBe(true);
    expect(['/cp/a/', '/oss/api/', '/cp/c', '/%E0%A4'].some((path) => answersOnPlainHost(path, isFile))).toBe(false);
  });

  it('lists each link that only a redirect answers, with its target, and each that misses', () => {
    const pages = [
      { route: '/cp/a', html: '<a href="/cloud/a">old</a><a href="/cp/b">ok</a><a href="https://docs.getwren.ai/oss/api/">slash</a>' },
      { route: '/cp/b', html: '<a href="https://docs.getwren.ai/cloud/a#x">old</a><a href="https://example.org/cloud/a">other</a>' },
    ];
    expect(linkHops(pages, isFile, ORIGINS, { '/cloud/a': '/cp/a' })).toEqual([
      { page: '/cp/a', href: '/cloud/a', path: '/cloud/a', kind: 'redirect', target: '/cp/a' },
      { page: '/cp/a', href: 'https://docs.getwren.ai/oss/api/', path: '/oss/api/', kind: 'missing' },
      { page: '/cp/b', href: 'https://docs.getwren.ai/cloud/a#x', path: '/cloud/a', kind: 'redirect', target: '/cp/a' },
    ]);
  });
});

describe('the content build and former addresses', () => {
  let options: BuildOptions;
  beforeAll(async () => {
    const highlighter: Highlighter = await getHighlighter();
    options = {
      highlighter,
      sidebars: {
        cloud: { label: 'Cloud', root: 'cp', items: [{ label: 'Guides', dir: 'guide' }] },
        oss: { label: 'Classic', root: 'oss', items: [{ label: 'Guides', dir: 'guide' }] },
      },
      includeDrafts: false,
      authors: [],
      links: { appRoutes: ['/'], publicFileExists: () => false, redirects: { '/cloud/guide/old-a': '/cp/guide/a' } },
    };
  }, 30_000);
  const page = (relativePath: string, text: string) => ({ relativePath, displayPath: `content/${relativePath}`, text });
  const classic = page('oss/guide/c.md', '---\ntitle: C\n---\n\nC.\n');

  it('shows a former address in sources as the page it became, and leaves out one that is the page itself', () => {
    const built = buildContent(
      [
        page('cp/guide/a.md', '---\ntitle: Page A\nsources:\n  - https://docs.getwren.ai/cloud/guide/old-a\n---\n\n## X\n'),
        page('cp/guide/b.md', '---\ntitle: Page B\nsources:\n  - https://docs.getwren.ai/cloud/guide/old-a#x\n---\n\nB.\n'),
        classic,
      ],
      options,
    );
    const sources = Object.fromEntries(built.manifest.pages.map((p) => [p.route, p.sources]));
    expect(sources).toEqual({
      '/cp/guide/a': [],
      '/cp/guide/b': [{ label: 'Wren AI docs · Page A', href: '/cp/guide/a#x' }],
      '/oss/guide/c': [],
    });
  });

  it('fails on a link in the body to a former address, naming the file, line, page and the page to link to', () => {
    const files = [
      page('cp/guide/a.md', '---\ntitle: A\n---\n\nA.\n'),
      page('cp/guide/b.md', '---\ntitle: B\n---\n\nSee [x](/cloud/guide/old-a).\n'),
      classic,
    ];
    expect(() => buildContent(files, options)).toThrow(ContentErrors);
    expect(() => buildContent(files, options)).toThrow(
      "content/cp/guide/b.md:5 (/cp/guide/b): broken link '/cloud/guide/old-a': /cloud/guide/old-a is a former address only a " +
        'redirect answers: link to /cp/guide/a',
    );
  });

  it('fails while the committed /oss/genbi addresses differ from the Classic pages', () => {
    const files = [page('cp/guide/a.md', '---\ntitle: A\n---\n\nA.\n'), classic];
    expect(() => buildContent(files, { ...options, genbiRedirects: { '/oss/genbi/guide/c': '/oss/guide/c' } })).not.toThrow();
    expect(() => buildContent(files, { ...options, genbiRedirects: {} })).toThrow(
      'lib/hosting/genbi-redirects.json: /oss/genbi/guide/c → /oss/guide/c is missing: run npx tsx scripts/build/write-host-config.ts',
    );
  });
});
