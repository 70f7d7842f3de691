import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeContentOutput } from '@/lib/content/write-output';
import type { BuiltContent } from '@/lib/content/pipeline';

const built = (pages: Record<string, string>): BuiltContent => ({
  manifest: { pages: Object.keys(pages).map((route) => ({ route })) as never, sidebars: {}, releases: [], changelog: [], authors: [] },
  html: new Map(Object.entries(pages)),
  markdown: new Map(Object.entries(pages)),
  excerpts: new Map(),
  modules: new Map(),
  searchBlocks: new Map(),
  codeBlocks: new Map(),
  prose: new Map(),
  changelogHtml: new Map(),
});

describe('writeContentOutput', () => {
  it('writes everything the first time, then only the pages that changed, and removes deleted ones', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'generated-')), 'content');
    writeContentOutput(built({ '/cp/a': '<p>A</p>', '/cp/b': '<p>B</p>' }), dir);
    const a = path.join(dir, 'html/cp/a.html');
    const b = path.join(dir, 'html/cp/b.html');
    const untouched = statSync(a).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));

    writeContentOutput(built({ '/cp/a': '<p>A</p>', '/cp/c': '<p>C</p>' }), dir);
    expect(statSync(a).mtimeMs).toBe(untouched);
    expect(existsSync(b)).toBe(false);
    expect(readFileSync(path.join(dir, 'html/cp/c.html'), 'utf8')).toBe('<p>C</p>');
    expect(JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')).pages).toEqual([{ route: '/cp/a' }, { route: '/cp/c' }]);
    expect(existsSync(path.join(dir, 'html/cp/c.html.tmp'))).toBe(false);
  });
});
