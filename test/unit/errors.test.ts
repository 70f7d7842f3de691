import { describe, expect, it } from 'vitest';
import { errorChain, isChunkLoadError } from '@/lib/browser/error-chain';
import { activeHeadingId } from '@/lib/browser/active-heading';

describe('errorChain', () => {
  it('lists an error and its causes, outermost first', () => {
    const error = new Error('Render failed', { cause: new Error('Manifest unreadable', { cause: 'disk full' }) });
    expect(errorChain(error)).toEqual(['Render failed', 'Manifest unreadable', 'disk full']);
  });
  it('stops on cycles after a bounded number of steps', () => {
    const a = new Error('a');
    (a as { cause?: unknown }).cause = a;
    expect(errorChain(a, 3)).toEqual(['a', 'a', 'a']);
  });
});

describe('isChunkLoadError', () => {
  it('recognises failed chunk loads, not ordinary bugs', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('activeHeadingId', () => {
  const headings = [
    { id: 'a', top: -400 },
    { id: 'b', top: 40 },
    { id: 'c', top: 600 },
  ];
  it('picks the last heading above the offset, the first before any, the last at the page end', () => {
    expect(activeHeadingId(headings, 96)).toBe('b');
    expect(
      activeHeadingId(
        headings.map((h) => ({ ...h, top: h.top + 1000 })),
        96,
      ),
    ).toBe('a');
    expect(activeHeadingId(headings, 96, true)).toBe('c');
    expect(activeHeadingId([], 96)).toBeUndefined();
  });
});
