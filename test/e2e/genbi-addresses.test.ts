import { describe, expect, inject, it } from 'vitest';
import { CLASSIC_SIDEBAR, GENBI_OVERRIDES, genbiAddress } from '@/lib/hosting/genbi';
import { openPage } from '@/test/support/chromium';
import { manifest } from './manifest';
import { browser } from '@/test/support/browser';

/** Every GenBI Classic page of the build, its address on the live site (/oss/genbi/...) and the page that address must reach. */
const classic = manifest.pages.filter((page) => page.sidebar === CLASSIC_SIDEBAR).map((page) => page.route);
const addresses = [
  ...classic.map((route) => ({ address: genbiAddress(route), page: route })),
  // The live site's address of the Classic introduction, whose page here moved to /oss/overview/genbi_classic.
  ...Object.entries(GENBI_OVERRIDES).map(([address, page]) => ({ address, page })),
];

describe('the /oss/genbi address of every GenBI Classic page', () => {
  it('covers the Classic pages', () => {
    expect(classic.length).toBeGreaterThan(60);
    expect(classic).toContain('/oss/guide/connect/mysql');
    expect(classic).toContain('/oss/overview/genbi_classic');
  });

  it('answers with a 301 to its page, which answers 200 (nginx with deploy/nginx.conf)', async () => {
    const base = inject('plainBaseUrl');
    const wrong: string[] = [];
    for (const { address, page } of addresses) {
      const answer = await fetch(`${base}${address}?from=live`, { redirect: 'manual' });
      const location = answer.headers.get('location') ?? '';
      const target = await fetch(new URL(location, base), { redirect: 'manual' });
      const title = /<title>([^<]*)<\/title>/.exec(await target.text())?.[1] ?? '';
      if (answer.status !== 301 || new URL(location, base).pathname !== page || location.endsWith('?from=live') === false)
        wrong.push(`${address}: ${answer.status} to '${location}', expected 301 to ${page}?from=live`);
      else if (target.status !== 200 || title.startsWith('Page not found')) wrong.push(`${address}: ${page} answered ${target.status}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('forwards to its page from the not-found page of a host without redirect rules (npm start)', async () => {
    const base = inject('baseUrl');
    const { page: tab } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const wrong: string[] = [];
    for (const { address, page } of addresses) {
      const answer = await tab.goto(`${base}${address}#top`);
      await tab.waitForURL((url) => url.pathname === page, { timeout: 10_000 }).catch(() => {});
      await tab.waitForLoadState('load');
      const landed = await tab.evaluate(() => ({
        path: location.pathname,
        hash: location.hash,
        notFound: document.title.startsWith('Page not found'),
      }));
      if (answer?.status() !== 404) wrong.push(`${address}: the preview server answered ${answer?.status()}, not 404.html`);
      if (landed.path !== page || landed.notFound || landed.hash !== '#top')
        wrong.push(`${address}: landed on ${landed.path}${landed.hash}${landed.notFound ? ', not found' : ''}, expected ${page}#top`);
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});
