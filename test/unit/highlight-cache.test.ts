import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Highlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { HighlightCache } from '@/lib/content/markdown/highlight-cache';

/** A stand-in highlighter that records what it was asked to highlight. */
function fakeHighlighter() {
  const calls: string[] = [];
  const highlighter = {
    codeToHast: (code: string, options: { lang: string }) => {
      calls.push(code);
      return { type: 'root', children: [{ type: 'text', value: `${options.lang}:${code}` }] };
    },
  } as unknown as Highlighter;
  return { highlighter, calls };
}

const options = { lang: 'sql', themes: { light: 'a', dark: 'b' } } as const;
const cacheFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'highlight-')), 'nested', 'highlight.json');

describe('HighlightCache', () => {
  it('highlights a block once per build and not at all in the next build', () => {
    const file = cacheFile();
    const first = fakeHighlighter();
    const cache = new HighlightCache(file, '1.0.0');
    const wrapped = cache.wrap(first.highlighter);
    expect(wrapped.codeToHast('SELECT 1', options)).toEqual({ type: 'root', children: [{ type: 'text', value: 'sql:SELECT 1' }] });
    wrapped.codeToHast('SELECT 1', options);
    expect(first.calls).toEqual(['SELECT 1']);
    expect(cache.save()).toEqual({ blocks: 1, reused: 0 });

    const second = fakeHighlighter();
    const next = new HighlightCache(file, '1.0.0');
    expect(next.wrap(second.highlighter).codeToHast('SELECT 1', options)).toEqual({
      type: 'root',
      children: [{ type: 'text', value: 'sql:SELECT 1' }],
    });
    expect(second.calls).toEqual([]);
    expect(next.save()).toEqual({ blocks: 1, reused: 1 });
  });

  it("keeps the blocks another cache (a render worker's) highlighted, so the next build reuses them", () => {
    const file = cacheFile();
    const worker = new HighlightCache(file, '1.0.0');
    worker.wrap(fakeHighlighter().highlighter).codeToHast('SELECT 2', options);
    const main = new HighlightCache(file, '1.0.0');
    main.wrap(fakeHighlighter().highlighter).codeToHast('SELECT 1', options);
    main.adopt(worker.usedEntries());
    expect(main.save()).toEqual({ blocks: 2, reused: 0 });

    const next = fakeHighlighter();
    const wrapped = new HighlightCache(file, '1.0.0').wrap(next.highlighter);
    wrapped.codeToHast('SELECT 1', options);
    wrapped.codeToHast('SELECT 2', options);
    expect(next.calls).toEqual([]);
  });

  it('hands out copies, so a page that changes its tree does not change the next one', () => {
    const { highlighter } = fakeHighlighter();
    const wrapped = new HighlightCache(cacheFile(), '1.0.0').wrap(highlighter);
    const tree = wrapped.codeToHast('SELECT 1', options) as unknown as { children: unknown[] };
    tree.children.length = 0;
    expect((wrapped.codeToHast('SELECT 1', options) as unknown as { children: unknown[] }).children).toHaveLength(1);
  });

  it('highlights again when the code, the options or the Shiki version change, and forgets unused blocks', () => {
    const file = cacheFile();
    const cache = new HighlightCache(file, '1.0.0');
    cache.wrap(fakeHighlighter().highlighter).codeToHast('SELECT 1', options);
    cache.save();
    const later = fakeHighlighter();
    const upgraded = new HighlightCache(file, '2.0.0');
    const wrapped = upgraded.wrap(later.highlighter);
    wrapped.codeToHast('SELECT 1', options);
    wrapped.codeToHast('SELECT 2', options);
    wrapped.codeToHast('SELECT 2', { ...options, lang: 'bash' });
    expect(later.calls).toEqual(['SELECT 1', 'SELECT 2', 'SELECT 2']);
    expect(upgraded.save()).toEqual({ blocks: 3, reused: 0 });
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')))).toHaveLength(3);
  });

  it('treats an unreadable cache file as empty', () => {
    const file = cacheFile();
    new HighlightCache(file, '1.0.0').save();
    writeFileSync(file, '{not json');
    const { highlighter, calls } = fakeHighlighter();
    new HighlightCache(file, '1.0.0').wrap(highlighter).codeToHast('SELECT 1', options);
    expect(calls).toEqual(['SELECT 1']);
  });
});
