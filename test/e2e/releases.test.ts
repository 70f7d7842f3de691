import { describe, expect, inject, it } from 'vitest';
import { changelogPages, entryAnchor, entryTitle } from '@/lib/releases/changelog';
import { formatDate } from '@/lib/releases/list';
import { openPage } from '@/test/support/chromium';
import { manifest } from './manifest';
import { browser } from '@/test/support/browser';

const base = inject('baseUrl');

/** Words that narrate how the notes were sourced, or a date that is not a release date. */
const NARRATION = /public source|reconstructed|this site|does not publish|not documented|Note written|Documentation maintainers/i;

describe('release notes', () => {
  it('list the 50 Wren AI Cloud versions newest first, 10 a page over 5 pages, and send readers to the changelog', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/cp/releases`);
    expect(await page.locator('h1').textContent()).toBe('Release notes');
    const main = page.locator('main');
    expect(await main.textContent()).not.toMatch(NARRATION);
    expect(await main.textContent()).not.toMatch(/not available/);
    expect(await main.locator('time').count()).toBe(0);
    const intro = main.locator('.releases-intro');
    expect(await intro.getByRole('link', { name: 'open-source changelog' }).getAttribute('href')).toBe('/oss/releases');
    const titles = main.locator('.release-list h2 a');
    const newest = manifest.releases.slice(0, 10);
    expect(await titles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(newest.map((r) => r.route));
    expect(await titles.first().textContent()).toBe('Wren AI Cloud 0.43.1');

    const seen: string[] = [];
    for (let n = 1; n <= 5; n++) {
      seen.push(...(await titles.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))));
      if (n < 5) {
        await page
          .getByRole('navigation', { name: 'Release list pages' })
          .getByRole('link', { name: /Older versions/ })
          .click();
        await page.waitForURL(`${base}/cp/releases/page/${n + 1}`);
        expect(await page.locator('h1').textContent()).toBe(`Release notes, page ${n + 1}`);
      }
    }
    expect(await page.getByRole('link', { name: /Older versions/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Newer versions/ }).getAttribute('href')).toBe('/cp/releases/page/4');
    expect(seen).toHaveLength(50);
    expect(new Set(seen).size).toBe(50);
    expect(seen).toEqual(manifest.releases.map((r) => r.route));
    expect(seen).not.toContain('/cp/releases/0.20.0');
    expect(seen.at(-1)).toBe('/cp/releases/0.7.0');
    await titles.last().click();
    await page.waitForURL(`${base}/cp/releases/0.7.0`);
    expect(await page.locator('h1').textContent()).toBe('Wren AI Cloud 0.7.0');
    expect(errors).toEqual([]);
  }, 90_000);

  it('keep the open-source changelog at /oss/releases, dated by tag, newest first, across its pages', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/oss/releases`);
    expect(await page.locator('h1').textContent()).toBe('Open-source changelog');
    const main = page.locator('main');
    expect(await main.textContent()).not.toMatch(NARRATION);
    // The first entry is the newest tag: Wren AI Core 0.13.3, tagged August 18, 2026, with its changes and its tag.
    const first = main.locator('article.changelog-entry').first();
    expect(await first.locator('h2').textContent()).toBe('Wren AI Core 0.13.3');
    expect(await first.locator('h2').getAttribute('id')).toBe('core-0-13-3');
    expect(await first.locator('.changelog-when time').textContent()).toBe('August 18, 2026');
    expect(await first.locator('.changelog-when time').getAttribute('datetime')).toBe('2026-08-18');
    expect(await first.locator('.changelog-group-title').allTextContents()).toEqual(['Fixed']);
    expect(await first.getByRole('link', { name: 'Tag wren-v0.13.3 on GitHub' }).getAttribute('href')).toBe(
      'https://github.com/Canner/WrenAI/tree/wren-v0.13.3',
    );
    expect(await first.getByRole('link', { name: 'All changes since 0.13.2' }).getAttribute('href')).toBe(
      'https://github.com/Canner/WrenAI/compare/wren-v0.13.2...wren-v0.13.3',
    );
    // GenBI Classic 0.29.2 is the second newest tag, released by the person its release commit names.
    const classic = main.locator('article.changelog-entry', { has: page.locator('h2#classic-0-29-2') });
    expect(await classic.locator('h2').textContent()).toBe('GenBI Classic 0.29.2');
    expect(await classic.locator('.changelog-when time').textContent()).toBe('August 5, 2026');
    expect(await classic.locator('.changelog-links').textContent()).toContain('Released by Jax Liu');

    const pages = changelogPages(manifest.changelog);
    expect(pages.map((p) => p.entries.length)).toEqual([9, 8, 8, 8, 8]);
    const seen: string[] = [];
    for (let n = 1; n <= pages.length; n++) {
      const dates = await page
        .locator('article.changelog-entry .changelog-when time')
        .evaluateAll((t) => t.map((e) => e.getAttribute('datetime')));
      expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date ?? ''))).toBe(true);
      seen.push(...(await page.locator('article.changelog-entry h2').allTextContents()));
      if (n < pages.length) {
        await page.getByRole('link', { name: /Older releases/ }).click();
        await page.waitForURL(`${base}/oss/releases/page/${n + 1}`);
        expect(await page.locator('h1').textContent()).toBe(`Open-source changelog, page ${n + 1}`);
      }
    }
    expect(await page.getByRole('link', { name: /Older releases/ }).count()).toBe(0);
    expect(seen).toEqual(manifest.changelog.map(entryTitle));
    expect(seen).toContain('GenBI Classic 0.20.0');
    expect(seen.at(-1)).toBe('GenBI Classic 0.7.0');
    expect(errors).toEqual([]);
  }, 90_000);

  it('link the changelog from both open-source sidebars, the footer and the release navigation', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    for (const route of ['/oss/introduction', '/oss/overview/introduction']) {
      await page.goto(`${base}${route}`);
      const link = page.locator('.doc-sidebar').getByRole('link', { name: 'Changelog', exact: true });
      expect(await link.getAttribute('href'), route).toBe('/oss/releases');
      const footer = page.locator('footer').getByRole('navigation', { name: 'Open Source' });
      expect(await footer.getByRole('link', { name: 'Changelog' }).getAttribute('href'), route).toBe('/oss/releases');
    }
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Changelog', exact: true }).click();
    await page.waitForURL(`${base}/oss/releases`);
    expect(await page.locator('h1').textContent()).toBe('Open-source changelog');
    await page.goto(`${base}/cp/releases/archive`);
    const nav = page.getByRole('navigation', { name: 'Release notes pages' });
    expect(await nav.getByRole('link', { name: 'Open-source changelog' }).getAttribute('href')).toBe('/oss/releases');
    expect(await nav.getByRole('link', { name: 'Wren AI Cloud versions' }).getAttribute('href')).toBe('/cp/releases');
  });

  it('link each change to the guide that documents it', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const [pageOf] = changelogPages(manifest.changelog).filter((p) =>
      p.entries.some((e) => e.product === 'classic' && e.version === '0.27.0'),
    );
    await page.goto(`${base}${pageOf.route}`);
    const change = page
      .locator('#classic-0-27-0')
      .locator('xpath=..')
      .locator('li', { hasText: 'Connect to Snowflake with key-pair authentication.' });
    expect(await change.locator('a.changelog-doc').textContent()).toBe('Connect to Snowflake');
    expect(await change.getByRole('link', { name: 'Pull request 1865' }).getAttribute('href')).toBe(
      'https://github.com/Canner/WrenAI/pull/1865',
    );
    const engine = manifest.changelog.find((e) => e.product === 'core' && e.version === '0.4.0');
    const other = await openPage(browser);
    await other.page.goto(`${base}${changelogPages(manifest.changelog).find((p) => p.entries.some((e) => e === engine))!.route}`);
    const pr = other.page.getByRole('link', { name: 'Canner/wren-engine pull request 1588' });
    expect(await pr.getAttribute('href')).toBe('https://github.com/Canner/wren-engine/pull/1588');
    expect(await pr.textContent()).toBe('wren-engine#1588');
    await change.locator('a.changelog-doc').click();
    await page.waitForURL(`${base}/oss/guide/connect/snowflake`);
    expect(await page.locator('h1').textContent()).toBe('Connect to Snowflake');
  });

  it('show a cloud version compactly: no date, no byline, one sentence and where to read instead', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const release = manifest.releases.find((r) => r.version === '0.24.0')!;
    await page.goto(`${base}${release.route}`);
    expect(await page.locator('h1').textContent()).toBe('Wren AI Cloud 0.24.0');
    const main = page.locator('main');
    expect(await main.locator('time').count()).toBe(0);
    expect(await main.locator('.release-meta, .author').count()).toBe(0);
    expect(await main.textContent()).not.toMatch(NARRATION);
    const body = main.locator('.markdown');
    expect(await body.locator('p').allTextContents()).toEqual(['Release notes for Wren AI Cloud 0.24.0 are not available.']);
    expect(await body.locator('a').allTextContents()).toEqual(['changelog', 'Wren AI Cloud overview', 'cloud portal']);
    const pager = page.getByRole('navigation', { name: 'Previous and next versions' });
    await pager.getByRole('link', { name: /Previous version/ }).click();
    await page.waitForURL(`${base}${release.older!.href}`);
    await page
      .getByRole('navigation', { name: 'Previous and next versions' })
      .getByRole('link', { name: /Next version/ })
      .click();
    await page.waitForURL(`${base}${release.route}`);
    await body.getByRole('link', { name: 'changelog' }).click();
    await page.waitForURL(`${base}/oss/releases`);
    expect(await page.locator('article.changelog-entry').count()).toBeGreaterThan(0);
  });

  it(
    'list every release in the archive, dated only where a tag gives the date, and name only people the ' + 'release commits name',
    async () => {
      const { page } = await openPage(browser);
      await page.goto(`${base}/cp/releases/archive`);
      expect(await page.locator('main h2').allTextContents()).toEqual(['Wren AI Core', 'GenBI Classic', 'Wren AI Cloud']);
      const cloud = page.locator('section[aria-labelledby="wren-ai-cloud"]');
      expect(await cloud.locator('li a').count()).toBe(50);
      expect(await cloud.locator('time').count()).toBe(0);
      expect(await cloud.locator('h3').allTextContents()).toEqual([
        'Versions 0.40.0 to 0.43.1',
        'Versions 0.30.0 to 0.39.1',
        'Versions 0.21.0 to 0.29.0',
        'Versions 0.10.0 to 0.19.1',
        'Versions 0.7.0 to 0.9.1',
      ]);
      const core = page.locator('section[aria-labelledby="wren-ai-core"]');
      expect(await core.locator('li').first().textContent()).toBe(`0.13.3 ${formatDate('2026-08-18')}`);
      await core.getByRole('link', { name: '0.3.0' }).click();
      const oldest = manifest.changelog.find((e) => e.product === 'core' && e.version === '0.3.0')!;
      await page.waitForURL(new RegExp(`#${entryAnchor(oldest)}$`));
      expect(await page.locator(`h2#${entryAnchor(oldest)}`).textContent()).toBe('Wren AI Core 0.3.0');

      await page.goto(`${base}/cp/releases/authors`);
      expect(await page.locator('main').textContent()).not.toMatch(NARRATION);
      expect(await page.locator('main .author-name').allTextContents()).toEqual(manifest.authors.map((author) => author.name));
      const william = page.locator('section#william-chang');
      expect(await william.getByRole('link', { name: '@wwwy3y3 on GitHub' }).getAttribute('href')).toBe('https://github.com/wwwy3y3');
      expect(await william.locator('.author-releases a').count()).toBe(
        manifest.changelog.filter((e) => e.released_by.includes('william-chang')).length,
      );
    },
  );

  it("links the feeds from the changelog's head, and serves RSS, Atom and JSON Feed of it, dated by tag, at both addresses", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${base}/oss/releases`);
    const hrefs = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('type'), new URL(l.getAttribute('href')!, location.href).pathname]));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        ['application/rss+xml', '/oss/releases/rss.xml'],
        ['application/atom+xml', '/oss/releases/atom.xml'],
        ['application/feed+json', '/oss/releases/feed.json'],
      ]),
    );
    const count = manifest.changelog.length;
    for (const base_ of ['/oss/releases', '/cp/releases']) {
      for (const [type, path, root] of [
        ['application/xml', `${base_}/rss.xml`, 'rss'],
        ['application/xml', `${base_}/atom.xml`, 'feed'],
      ] as const) {
        const body = await (await fetch(`${base}${path}`)).text();
        const found = await page.evaluate(
          ([xml, mime, rootName]) => {
            const doc = new DOMParser().parseFromString(xml, mime as DOMParserSupportedType);
            return doc.querySelector('parsererror')
              ? -1
              : doc.documentElement.nodeName === rootName
                ? doc.querySelectorAll('item, entry').length
                : -2;
          },
          [body, type, root],
        );
        expect(found, path).toBe(count);
        expect(body).not.toMatch(NARRATION);
        expect(body, path).toContain(`${path}"`);
      }
      const json = await (await fetch(`${base}${base_}/feed.json`)).json();
      expect(json.items).toHaveLength(count);
      expect(json.feed_url).toMatch(new RegExp(`${base_}/feed\\.json$`));
      expect(json.items[0]).toMatchObject({
        title: 'Wren AI Core 0.13.3',
        date_published: '2026-08-18T00:00:00.000Z',
        id: expect.stringMatching(/\/oss\/releases#core-0-13-3$/),
      });
      // The changelog page's own component, rendered to static markup.
      expect(json.items[0].content_html).toContain('<article class="changelog-entry changelog-core" aria-labelledby="core-0-13-3">');
      expect(json.items[0].content_html).toContain('<time dateTime="2026-08-18">August 18, 2026</time>');
    }
  });
});
