import { describe, expect, it } from 'vitest';
import { startsPageNavigation } from '@/lib/browser/navigation-intent';

const here = new URL('https://docs.example/cp/overview#intro');
const click = (href: string, extra: Partial<Parameters<typeof startsPageNavigation>[0]> = {}) =>
  startsPageNavigation({ href, button: 0, modified: false, ...extra }, here);

describe('startsPageNavigation', () => {
  it('is true for a plain click on a link to another page of the site', () => {
    expect(click('/cp/privacy')).toBe(true);
    expect(click('https://docs.example/search?q=dbt')).toBe(true);
  });
  it('is false for same-page anchors, other sites, files, new tabs and modified clicks', () => {
    expect(click('#steps')).toBe(false);
    expect(click('https://github.com/Canner/WrenAI')).toBe(false);
    expect(click('/cp/releases/rss.xml')).toBe(false);
    expect(click('/cp/privacy', { target: '_blank' })).toBe(false);
    expect(click('/cp/privacy', { modified: true })).toBe(false);
    expect(click('/cp/privacy', { button: 1 })).toBe(false);
    expect(click('/cp/privacy', { download: true })).toBe(false);
  });
});
