import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { redirectTarget } from '@/lib/hosting/redirects';
import { openPage } from '@/test/support/chromium';
import { browser } from '@/test/support/browser';

/** Every link the product's own code makes into the docs (scripts/tools/collect-product-links.ts). */
const links = (JSON.parse(readFileSync('test/fixtures/product-links.json', 'utf8')) as { url: string; from: string[] }[]).map(
  ({ url, from }) => {
    const { pathname, hash } = new URL(url);
    return { path: pathname.replace(/(.)\/$/, '$1'), hash: decodeURIComponent(hash.slice(1)), from: from.join(', ') };
  },
);

/** Where a reader lands from `path`: the final address, whether it is the not-found page, and whether the anchor is there. */
async function land(page: Page, base: string, path: string, hash: string, expected: string) {
  await page.goto(`${base}${path}${hash ? `#${hash}` : ''}`);
  // On a plain host the not-found page sends a former address on by itself, after it has loaded.
  if (expected !== path)
    await page.waitForURL((url) => url.pathname.replace(/(.)\/$/, '$1') === expected, { timeout: 10_000 }).catch(() => {});
  await page.waitForLoadState('load');
  return page.evaluate(
    (anchor) => ({
      path: location.pathname.replace(/(.)\/$/, '$1'),
      notFound: document.title.startsWith('Page not found'),
      anchor: anchor ? document.getElementById(anchor) !== null : true,
    }),
    hash,
  );
}

describe('links from the product into the docs', () => {
  it('has the 50 pages the product links to', () => {
    expect(new Set(links.map((link) => link.path)).size).toBe(50);
  });

  for (const [server, base] of [
    ['nginx with deploy/nginx.conf', inject('plainBaseUrl')],
    ['npm start', inject('baseUrl')],
  ] as const) {
    it(`each answers with its page and anchor (${server})`, async () => {
      const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
      const missing: string[] = [];
      for (const link of links) {
        // npm start serves no redirects: there the not-found page's script must forward the former addresses.
        if (server === 'npm start' && !redirectTarget(link.path)) continue;
        const expected = redirectTarget(link.path) ?? link.path;
        const landed = await land(page, base, link.path, link.hash, expected);
        if (landed.notFound || landed.path !== expected || !landed.anchor) {
          missing.push(
            `${link.path}${link.hash ? `#${link.hash}` : ''} (from ${link.from}) landed on ` +
              `${landed.path}${landed.notFound ? ', not found' : ''}${landed.anchor ? '' : ', no such anchor'}`,
          );
        }
      }
      expect(missing).toEqual([]);
    }, 180_000);
  }
});
