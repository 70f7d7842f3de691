import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './browser';
import { manifest } from './manifest';

const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

describe('release notes', () => {
  it('lists every release newest first across 5 pages linked newer and older', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${base}/cp/releases`);
    expect(await page.locator('h1').textContent()).toBe('Release notes');
    const seen: string[] = [];
    for (let n = 1; n <= 5; n++) {
      seen.push(...(await page.locator('.release-entry h2').allTextContents()));
      if (n < 5) {
        await page.getByRole('link', { name: /Older releases/ }).click();
        await page.waitForURL(`${base}/cp/releases/page/${n + 1}`);
      }
    }
    expect(await page.getByRole('link', { name: /Older releases/ }).count()).toBe(0);
    expect(seen).toEqual(manifest.releases.map((release) => release.title));
    expect(seen).toHaveLength(50);
    expect(errors).toEqual([]);
  });

  it('shows a release with its date, authors and tags, and moves to the previous and next release', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const release = manifest.releases.find((r) => r.version === '0.24.0')!;
    await page.goto(`${base}${release.route}`);
    expect(await page.locator('h1').textContent()).toBe(release.title);
    expect(await page.locator('.release-meta time').getAttribute('datetime')).toBe(release.date);
    expect(await page.locator('.releases-sidebar').isVisible()).toBe(true);
    const pager = page.getByRole('navigation', { name: 'Previous and next releases' });
    await pager.getByRole('link', { name: /Previous release/ }).click();
    await page.waitForURL(`${base}${release.older!.href}`);
    await page.getByRole('navigation', { name: 'Previous and next releases' }).getByRole('link', { name: /Next release/ }).click();
    await page.waitForURL(`${base}${release.route}`);
  });

  it('groups every release by year and month in the archive, and lists authors with their releases', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${base}/cp/releases/archive`);
    expect(await page.locator('main li a').count()).toBe(50);
    expect(await page.locator('main h2').allTextContents()).toEqual(['2026', '2025', '2024']);
    await page.goto(`${base}/cp/releases/authors`);
    for (const author of manifest.authors) {
      const section = page.locator(`section#${author.id}`);
      expect(await section.locator('.author-name').textContent()).toBe(author.name);
      expect(await section.locator('li').count()).toBe(manifest.releases.filter((r) => r.authors.includes(author.id)).length);
    }
  });

  it('links the feeds from the head, and serves RSS, Atom and JSON Feed that parse', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${base}/cp/releases`);
    const hrefs = await page.locator('link[rel="alternate"]').evaluateAll((links) => links.map((l) => [l.getAttribute('type'), new URL(l.getAttribute('href')!, location.href).pathname]));
    expect(hrefs).toEqual(expect.arrayContaining([['application/rss+xml', '/cp/releases/rss.xml'], ['application/atom+xml', '/cp/releases/atom.xml'], ['application/feed+json', '/cp/releases/feed.json']]));
    for (const [type, path, root] of [['application/xml', '/cp/releases/rss.xml', 'rss'], ['application/xml', '/cp/releases/atom.xml', 'feed']] as const) {
      const body = await (await fetch(`${base}${path}`)).text();
      const count = await page.evaluate(([xml, mime, rootName]) => {
        const doc = new DOMParser().parseFromString(xml, mime as DOMParserSupportedType);
        return doc.querySelector('parsererror') ? -1 : doc.documentElement.nodeName === rootName ? doc.querySelectorAll('item, entry').length : -2;
      }, [body, type, root]);
      expect(count, path).toBe(50);
    }
    const json = await (await fetch(`${base}/cp/releases/feed.json`)).json();
    expect(json.items).toHaveLength(50);
  });
});
