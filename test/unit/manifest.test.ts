import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import sidebars from '@/test/fixtures/site/sidebars';
import { readContentFiles } from '@/lib/content/load';
import { buildContent, type BuildOptions } from '@/lib/content/pipeline';
import { getHighlighter } from '@/lib/content/markdown/highlight';

const fixture = path.resolve(import.meta.dirname, '../fixtures/site');
let options: BuildOptions;
beforeAll(async () => {
  const highlighter: Highlighter = await getHighlighter();
  options = { highlighter, sidebars, includeDrafts: false, authors: [], links: { appRoutes: ['/'], publicFileExists: () => false } };
}, 30_000);

const files = () => readContentFiles(fixture, 'fixture');
const withFile = (relativePath: string, text: string) => [...files(), { relativePath, displayPath: `fixture/${relativePath}`, text }];

describe('buildContent on the fixture site', () => {
  it('builds routes, sidebars, breadcrumbs, neighbours and tables of contents', async () => {
    const { manifest } = buildContent(files(), options);
    await expect(JSON.stringify(manifest, null, 2)).toMatchFileSnapshot('../fixtures/site.tree.json');
  });

  it('rewrites relative .md links and renders every page', () => {
    const { html } = buildContent(files(), options);
    expect(html.get('/oss/intro')).toContain('href="/cp/overview#what-it-does"');
    expect([...html.keys()].sort()).toEqual(['/cp/guide/first', '/cp/guide/second', '/cp/overview', '/oss/intro']);
  });

  it('drops drafts from production builds only', () => {
    const draft = withFile('cp/guide/draft.md', '---\ntitle: Draft\ndraft: true\n---\nSoon.');
    expect(buildContent(draft, options).manifest.pages.map((p) => p.route)).not.toContain('/cp/guide/draft');
    expect(buildContent(draft, { ...options, includeDrafts: true }).manifest.pages.map((p) => p.route)).toContain('/cp/guide/draft');
  });

  it('fails on a duplicate route, naming both files', () => {
    const duplicate = withFile('cp/guide/other.md', '---\ntitle: Other\nslug: /cp/overview\n---\nText');
    expect(() => buildContent(duplicate, options)).toThrow(
      'fixture/cp/guide/other.md: duplicate route /cp/overview: fixture/cp/overview.md has the same route',
    );
  });

  it('reports every broken file at once, naming page and target for links', () => {
    const broken = [
      ...withFile('cp/guide/bad-link.md', '---\ntitle: Bad link\n---\n\nSee [nothing](/cp/nothing) and [a gap](/cp/overview#nope).'),
      { relativePath: 'cp/guide/no-title.md', displayPath: 'fixture/cp/guide/no-title.md', text: '---\ndescription: x\n---\n' },
    ];
    expect(() => buildContent(broken, options)).toThrow('fixture/cp/guide/no-title.md: invalid frontmatter: title: required');
    const onlyLinks = withFile(
      'cp/guide/bad-link.md',
      '---\ntitle: Bad link\n---\n\nSee [nothing](/cp/nothing) and [a gap](/cp/overview#nope).',
    );
    expect(() => buildContent(onlyLinks, options)).toThrow(
      '2 content errors:\n  - fixture/cp/guide/bad-link.md:5 (/cp/guide/bad-link): broken link ' +
        "'/cp/nothing': no page or file at /cp/nothing\n  - fixture/cp/guide/bad-link.md:5 " +
        "(/cp/guide/bad-link): broken anchor '/cp/overview#nope': /cp/overview has no heading with id 'nope'",
    );
  });
});
