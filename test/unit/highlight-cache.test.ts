import { mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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

  it('keeps the blocks a partial build did not use, and a whole build forgets them', () => {
    const file = cacheFile();
    const full = new HighlightCache(file, '1.0.0');
    const wrapped = full.wrap(fakeHighlighter().highlighter);
    wrapped.codeToHast('SELECT 1', options);
    wrapped.codeToHast('SELECT 2', options);
    full.save();

    // Dev rebuilds: only the edited page's block goes through the highlighter, and a save that
    // highlighted nothing new leaves the file alone.
    const partial = new HighlightCache(file, '1.0.0');
    const watching = partial.wrap(fakeHighlighter().highlighter);
    watching.codeToHast('SELECT 3', options);
    expect(partial.save({ partial: true })).toEqual({ blocks: 1, reused: 0 });
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(file, past, past);
    watching.codeToHast('SELECT 1', options);
    expect(partial.save({ partial: true })).toEqual({ blocks: 2, reused: 2 });
    expect(statSync(file).mtime.getTime()).toBe(past.getTime());

    const next = fakeHighlighter();
    const afterDev = new HighlightCache(file, '1.0.0');
    const again = afterDev.wrap(next.highlighter);
    for (const code of ['SELECT 1', 'SELECT 2', 'SELECT 3']) again.codeToHast(code, options);
    expect(next.calls).toEqual([]);
    expect(afterDev.save()).toEqual({ blocks: 3, reused: 3 });

    const last = fakeHighlighter();
    const whole = new HighlightCache(file, '1.0.0');
    whole.wrap(last.highlighter).codeToHast('SELECT 1', options);
    whole.save();
    const after = fakeHighlighter();
    new HighlightCache(file, '1.0.0').wrap(after.highlighter).codeToHast('SELECT 2', options);
    expect(after.calls).toEqual(['SELECT 2']);
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
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')).blocks)).toHaveLength(3);
  });

  it('treats an unreadable cache file as empty', () => {
    const file = cacheFile();
    new HighlightCache(file, '1.0.0').save();
    writeFileSync(file, '{not json');
    const { highlighter, calls } = fakeHighlighter();
    new HighlightCache(file, '1.0.0').wrap(highlighter).codeToHast('SELECT 1', options);
    expect(calls).toEqual(['SELECT 1']);
  });

  it('keeps the colour classes with the blocks and gives them back to the next build, which highlights nothing', () => {
    const file = cacheFile();
    const registered = new Map([['hl-abc', { '--shiki-light': '#A0111F', '--shiki-dark': '#F97583' }]]);
    const cache = new HighlightCache(file, '1.0.0', registered);
    cache.wrap(fakeHighlighter().highlighter).codeToHast('SELECT 1', options);
    cache.save();
    const next = new Map();
    const later = fakeHighlighter();
    new HighlightCache(file, '1.0.0', next).wrap(later.highlighter).codeToHast('SELECT 1', options);
    expect(later.calls).toEqual([]);
    expect([...next]).toEqual([...registered]);
  });
});
