import { describe, expect, it } from 'vitest';
import { announcementScript } from '@/lib/inline-scripts/announcement';
import { nextColorMode } from '@/lib/browser/color-mode';
import { allowsPrefetch } from '@/lib/browser/connection';
import { navbarHiddenAfterScroll } from '@/lib/browser/navbar-scroll';
import { analyticsEndpoint } from '@/lib/browser/page-view';

describe('nextColorMode', () => {
  it('cycles light, dark, system and starts from light when unknown', () => {
    expect(['light', 'dark', 'system', undefined].map(nextColorMode)).toEqual(['dark', 'system', 'light', 'light']);
  });
});

describe('navbarHiddenAfterScroll', () => {
  it('hides on the way down, shows on the way up and near the top, ignores jitter', () => {
    expect(navbarHiddenAfterScroll(400, 600, false)).toBe(true);
    expect(navbarHiddenAfterScroll(600, 300, true)).toBe(false);
    expect(navbarHiddenAfterScroll(600, 602, true)).toBe(true);
    expect(navbarHiddenAfterScroll(100, 40, true)).toBe(false);
    expect(navbarHiddenAfterScroll(0, 60, false)).toBe(false);
  });
});

describe('allowsPrefetch', () => {
  it('allows prefetching unless data saving is on or the connection is 2G', () => {
    expect(allowsPrefetch(undefined)).toBe(true);
    expect(allowsPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(allowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(allowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(allowsPrefetch({ effectiveType: '2g' })).toBe(false);
  });
});

describe('analyticsEndpoint', () => {
  it('is off unless configured at build time or by the host page', () => {
    expect(analyticsEndpoint(undefined, undefined)).toBeUndefined();
    expect(analyticsEndpoint('', '')).toBeUndefined();
    expect(analyticsEndpoint('https://a.example/pv', undefined)).toBe('https://a.example/pv');
    expect(analyticsEndpoint('https://a.example/pv', '/collect')).toBe('/collect');
  });
});

describe('announcementScript', () => {
  it("marks the document only when the stored id is this bar's id", () => {
    const run = (stored: string | null) => {
      const dataset: Record<string, string> = {};
      const localStorage = { getItem: () => stored };
      new Function('localStorage', 'document', announcementScript('bar-2'))(localStorage, { documentElement: { dataset } });
      return 'announcementDismissed' in dataset;
    };
    expect(run('bar-2')).toBe(true);
    expect(run('bar-1')).toBe(false);
    expect(run(null)).toBe(false);
  });
});
