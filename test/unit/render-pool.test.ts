import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sidebars from '@/test/fixtures/site/sidebars';
import { ContentErrors } from '@/lib/content/errors';
import { readContentFiles, type SourceFile } from '@/lib/content/load';
import { buildContent, type BuildOptions } from '@/lib/content/manifest';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import { HighlightCache } from '@/lib/content/markdown/highlight-cache';
import { RenderPool } from '@/scripts/build/render-pool';

const fixture = path.resolve(import.meta.dirname, '../fixtures/site');
const cacheFile = path.join(mkdtempSync(path.join(tmpdir(), 'render-pool-')), 'highlight.json');
let options: BuildOptions;
let pool: RenderPool;

beforeAll(async () => {
  options = { highlighter: await getHighlighter(), sidebars, includeDrafts: false, authors: [], links: { appRoutes: ['/'], publicFileExists: () => false } };
  pool = new RenderPool(cacheFile, 'test', 1);
  await pool.started;
}, 60_000);

afterAll(async () => {
  await pool.close(new HighlightCache(cacheFile, 'test'));
});

const page = (name: string, body: string): SourceFile => ({ relativePath: `cp/guide/${name}.md`, displayPath: `fixture/cp/guide/${name}.md`, text: `---\ntitle: ${name}\n---\n${body}` });
const guides = (count: number, body: (i: number) => string) => Array.from({ length: count }, (_, i) => page(`page-${i}`, body(i)));
const pooled = (): BuildOptions => ({ ...options, renderMany: (jobs, routes) => pool.renderMany(options.highlighter, jobs, routes) });

describe('RenderPool', () => {
  it('builds the same content as one thread, with the worker rendering part of it', () => {
    const files = [...readContentFiles(fixture, 'fixture'), ...guides(60, (i) => `## Part ${i}\n\nSee [the overview](/cp/overview).\n\n\`\`\`sql\nSELECT ${i};\n\`\`\`\n`)];
    const before = pool.renderedByWorkers;
    const pooledBuild = buildContent(files, pooled());
    const oneThread = buildContent(files, options);
    expect(pool.renderedByWorkers).toBeGreaterThan(before);
    expect(pooledBuild.manifest).toEqual(oneThread.manifest);
    expect(pooledBuild.html).toEqual(oneThread.html);
    expect(pooledBuild.modules).toEqual(oneThread.modules);
    expect(pooledBuild.searchBlocks).toEqual(oneThread.searchBlocks);
  }, 60_000);

  it('reports every page that fails, in a worker or not, with its file and line', () => {
    const files = [...readContentFiles(fixture, 'fixture'), ...guides(60, () => 'Intro.\n\n```nosuchlang\nx\n```\n')];
    const before = pool.renderedByWorkers;
    let thrown: unknown;
    try {
      buildContent(files, pooled());
    } catch (error) {
      thrown = error;
    }
    expect(pool.renderedByWorkers).toBeGreaterThan(before);
    expect(thrown).toBeInstanceOf(ContentErrors);
    const messages = (thrown as ContentErrors).errors.map((error) => error.message);
    expect(messages).toHaveLength(60);
    const named = (i: number) => messages.filter((message) => message.startsWith(`fixture/cp/guide/page-${i}.md:6: unknown code language 'nosuchlang'`));
    for (let i = 0; i < 60; i++) expect(named(i)).toHaveLength(1);
  }, 60_000);
});
