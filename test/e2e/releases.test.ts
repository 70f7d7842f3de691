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
    expect(await page.locator('.releases-notice').textContent()).toMatch(/Wren AI does not publish release notes for each version of Wren AI Cloud\. The notes in this section are reconstructed on this site from public sources/);
    const timeline = page.locator('section.oss-timeline');
    expect(await timeline.locator('h2').textContent()).toBe('Open-source release timeline');
    expect(await timeline.locator('h3').first().textContent()).toBe('Open-source 0.29.2, tagged August 5, 2026');
    expect(await timeline.locator('h3#oss-0-20-0').textContent()).toBe('Open-source 0.20.0, tagged April 18, 2025');
    const seen: string[] = [];
    for (let n = 1; n <= 5; n++) {
      seen.push(...(await page.locator('.release-entry h2').allTextContents()));
      if (n < 5) {
        await page.getByRole('link', { name: /Older releases/ }).click();
        await page.waitForURL(`${base}/cp/releases/page/${n + 1}`);
        expect(await page.locator('.releases-notice').count()).toBe(1);
        expect(await page.locator('section.oss-timeline').count()).toBe(0);
      }
    }
    expect(await page.getByRole('link', { name: /Older releases/ }).count()).toBe(0);
    expect(seen).toEqual(manifest.releases.map((release) => release.title));
    expect(seen).toHaveLength(50);
    expect(errors).toEqual([]);
  });

  it('shows a release with no release date, the day its note was written, its authors and sources, and moves to the previous and next release', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const release = manifest.releases.find((r) => r.version === '0.24.0')!;
    await page.goto(`${base}${release.route}`);
    expect(await page.locator('h1').textContent()).toBe(release.title);
    expect(release.date).toBeUndefined();
    expect(await page.locator('.release-meta .release-date').textContent()).toBe('Release date not published');
    expect(await page.locator('.release-meta time').count()).toBe(1);
    expect(await page.locator('.release-meta .release-written').textContent()).toBe('Note written November 25, 2026');
    expect(await page.locator('.release-meta .release-written time').getAttribute('datetime')).toBe(release.written);
    expect(await page.locator('main .markdown').first().textContent()).toContain('This note is reconstructed from public sources');
    expect(await page.locator('main h2', { hasText: 'Correction: Amazon Athena and Amazon Redshift' }).count()).toBe(1);
    const sources = page.locator('details.page-sources');
    expect(await sources.locator('summary').textContent()).toBe('Sources');
    expect(await sources.getAttribute('open')).toBeNull();
    await sources.locator('summary').click();
    expect(await sources.locator('li a').allTextContents()).toEqual(release.sources.filter((source) => source.href).map((source) => source.label));
    expect(await sources.locator('li a').first().getAttribute('href')).toBe('https://github.com/Canner/WrenAI/tree/0.24.0');
    expect(await page.locator('.releases-sidebar').isVisible()).toBe(true);
    const pager = page.getByRole('navigation', { name: 'Previous and next releases' });
    await pager.getByRole('link', { name: /Previous release/ }).click();
    await page.waitForURL(`${base}${release.older!.href}`);
    await page.getByRole('navigation', { name: 'Previous and next releases' }).getByRole('link', { name: /Next release/ }).click();
    await page.waitForURL(`${base}${release.route}`);
    await page.locator('main .markdown a', { hasText: 'open-source release timeline' }).first().click();
    await page.waitForURL(`${base}/cp/releases#oss-0-24-0`);
    expect(await page.locator('h3#oss-0-24-0').textContent()).toBe('Open-source 0.24.0, tagged June 20, 2025');
  });

  it('groups every release by version range in the archive, with no dates, and lists authors with their releases', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${base}/cp/releases/archive`);
    expect(await page.locator('main li a').count()).toBe(50);
    expect(await page.locator('main section h2').allTextContents()).toEqual(['Versions 0.40.0 to 0.43.1', 'Versions 0.30.0 to 0.39.1', 'Versions 0.21.0 to 0.29.0', 'Versions 0.10.0 to 0.19.1', 'Versions 0.7.0 to 0.9.1']);
    expect(await page.locator('main time').count()).toBe(0);
    expect(await page.locator('.releases-notice').count()).toBe(1);
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
    expect(json.description).toContain('not the day the version was released');
    const first = manifest.releases[0];
    expect(json.items[0]).toMatchObject({ id: expect.stringContaining(first.route), date_published: `${first.written}T00:00:00.000Z` });
    expect(json.items[0].summary).toContain('Note written on this site on November 25, 2026');
  });
});
