import { describe, expect, it } from 'vitest';
import { keptActiveItem } from '@/lib/search/active-item';

const list = (...urls: string[]) => urls.map((url) => ({ url }));

describe('keptActiveItem', () => {
  const partial = list('/cp/guide/connect/bigquery', '/cp/guide/home/wren_sql', '/oss/guide/connect/bigquery');

  it('keeps the option the reader moved to at its new place', () => {
    expect(keptActiveItem(partial, 2, list('/cp/a', '/oss/guide/connect/bigquery', '/cp/guide/home/wren_sql'))).toBe(1);
  });

  it('moves to the first option on the same page when the page itself is no longer listed', () => {
    const full = list(
      '/cp/guide/connect/bigquery',
      '/cp/guide/connect/bigquery#fields',
      '/cp/guide/home/wren_sql#why',
      '/cp/guide/home/wren_sql#how',
    );
    expect(keptActiveItem(partial, 1, full)).toBe(2);
  });

  it('finds the page of a section the reader chose', () => {
    expect(keptActiveItem(list('/cp/x#a', '/cp/y#b'), 1, list('/cp/x', '/cp/y'))).toBe(1);
  });

  it('falls back to the first option when nothing on the chosen page is left, or the id is out of range', () => {
    expect(keptActiveItem(partial, 1, list('/cp/guide/connect/bigquery', '/oss/x'))).toBe(0);
    expect(keptActiveItem(partial, 7, list('/cp/a'))).toBe(0);
  });

  it('keeps nothing active when nothing was', () => {
    expect(keptActiveItem(partial, null, partial)).toBeNull();
  });
});
