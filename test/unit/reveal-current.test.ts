import { describe, expect, it } from 'vitest';
import { revealOffset } from '@/lib/browser/reveal-current';

describe('revealOffset', () => {
  const box = { scrollTop: 0, clientHeight: 600, scrollHeight: 3000 };

  it('leaves a box alone when its current link is already in view', () => {
    expect(revealOffset(box, { top: 100, height: 30 })).toBe(0);
    expect(revealOffset({ ...box, scrollTop: 500 }, { top: 900, height: 30 })).toBe(500);
  });

  it('brings a link below the fold a third of the way down, within the scroll range', () => {
    expect(revealOffset(box, { top: 1150, height: 30 })).toBe(950);
    expect(revealOffset(box, { top: 2990, height: 30 })).toBe(2400);
    expect(revealOffset({ ...box, scrollTop: 1000 }, { top: 50, height: 30 })).toBe(0);
  });
});
