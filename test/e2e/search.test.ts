import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { siteConfig } from '@/lib/config/site-config';
import { readSearchRecords } from '@/lib/search/generated';
import { ASK_AI_DISCLAIMER } from '@/lib/search/ask-ai';
import { ANSWER_PIECES, startFakeAnswers, type FakeAnswers } from '@/test/support/answer-server';
import { closedPort, startFakeAlgolia, type FakeAlgolia } from '@/test/support/algolia-server';
import { openPage } from '@/test/support/chromium';
import { browser } from '@/test/support/browser';

const base = inject('baseUrl');
let algolia: FakeAlgolia;
let answers: FakeAnswers;
beforeAll(async () => {
  algolia = await startFakeAlgolia(readSearchRecords());
  answers = await startFakeAnswers();
});
afterAll(async () => {
  await algolia?.close();
  await answers?.close();
});

const desktop = { viewport: { width: 1280, height: 800 } };

async function openSearch(page: Page, path = '/cp/overview') {
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  const input = page.getByRole('dialog', { name: 'Search' }).locator('input.search-input');
  await input.waitFor().catch(async (error: Error) => {
    // What the early-input script and the search button knew: whether the press was held, taken over, or never seen.
    const state = await page.evaluate(() => ({
      started: document.documentElement.hasAttribute('data-app-started'),
      early: (window as unknown as { __wrenEarlyInput?: object }).__wrenEarlyInput,
    }));
    throw new Error(`${error.message}\nafter Ctrl+K on ${page.url()}: ${JSON.stringify(state)}`);
  });
  return input;
}

const withConfig = (page: Page, config: object) =>
  page.addInitScript((value) => {
    (window as unknown as { WREN_CONFIG: object }).WREN_CONFIG = value;
  }, config);

describe('search modal', () => {
  /** A page on a CPU slowed six times, as a slow phone runs it, as soon as it first paints: the reader sees it, its app has not started. */
  async function openThrottled(path: string, options: BrowserContextOptions) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0, undefined, { polling: 20 });
    return { page, context };
  }
  const searchInput = (page: Page) => page.getByRole('dialog', { name: 'Search' }).locator('input.search-input');

  it('opens from Ctrl+K or / pressed as the page first paints on a CPU throttled ×6, on every kind of page', async () => {
    for (const path of ['/', '/cp/overview', '/oss/guide/connect/snowflake', '/cp/releases'])
      for (const key of ['Control+k', '/']) {
        const { page, context } = await openThrottled(path, desktop);
        await page.keyboard.press(key);
        await searchInput(page).waitFor({ timeout: 20_000 });
        expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-started')), `${path} ${key}`).toBe(true);
        await context.close();
      }
  }, 240_000);

  it('opens from a tap on the search button made before the app has started, on a throttled phone', async () => {
    const { page, context } = await openThrottled('/cp/overview', {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await page.waitForLoadState('domcontentloaded');
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .tap();
    await searchInput(page).waitFor({ timeout: 20_000 });
    await context.close();
  }, 60_000);

  it('loads nothing for search until asked, then finds a page from Ctrl+K and lands on it with Enter', async () => {
    const { page, errors } = await openPage(browser, desktop);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${base}/cp/overview`);
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain('/search-index.json');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('dialog', { name: 'Search' }).locator('input.search-input');
    expect(await input.getAttribute('placeholder')).toBe('Search docs');
    await input.fill('snowflake');
    await page.locator('.search-hit').first().waitFor();
    expect(requested).toContain('/search-index.json');
    // The first answer comes from page titles and headings; the full one replaces it once the text is indexed.
    await page.locator('.search-results:not([data-partial]) .search-hit').first().waitFor();
    expect(['Wren AI Cloud', 'Wren GenBI Classic']).toContain(await page.locator('.search-group-title').first().textContent());
    const top = (await page.locator('dialog a.search-hit').first().getAttribute('href'))!;
    expect(top).toMatch(/^\/(cp|oss)\/guide\/connect\/snowflake$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}${top}`);
    expect(await page.getByRole('dialog', { name: 'Search' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opens from the navbar button, moves with the arrow keys, clears, cancels and closes on Escape', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.locator('input.search-input');
    await input.fill('bigquery');
    // The full index's answer, not the first one from titles, which it replaces.
    await page.locator('.search-results:not([data-partial]) .search-hit').nth(1).waitFor();
    const selected = () => page.locator('.search-hit[aria-selected="true"]').textContent();
    const first = await selected();
    await page.keyboard.press('ArrowDown');
    await expect.poll(selected).not.toBe(first);
    await dialog.getByRole('button', { name: 'Clear the query' }).click();
    expect(await input.inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+k');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it(
    "prefers the reader's edition: the open-source twin from an open-source page, the Cloud twin from a " +
      'Cloud page, with either provider',
    async () => {
      const topPage = async (page: Page) => (await page.locator('dialog a.search-hit').first().getAttribute('href'))!.split('#')[0];
      for (const [path, expected] of [
        ['/oss/overview/genbi_classic', '/oss/guide/connect/snowflake'],
        ['/cp/overview', '/cp/guide/connect/snowflake'],
      ]) {
        const { page } = await openPage(browser, desktop);
        const input = await openSearch(page, path);
        await input.fill('connect snowflake');
        await page.locator('.search-results:not([data-partial]) .search-hit').first().waitFor();
        expect(await topPage(page)).toBe(expected);
      }
      const { page } = await openPage(browser, desktop);
      await withConfig(page, { algolia: { appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'docs', hosts: [algolia.url] } });
      const input = await openSearch(page, '/oss/overview/genbi_classic');
      await input.fill('connect snowflake');
      await page.locator('.search-hit').first().waitFor();
      expect(await topPage(page)).toBe('/oss/guide/connect/snowflake');
    },
  );

  it('renders every result as a link with a site-relative href inside the listbox, the option itself', async () => {
    const { page } = await openPage(browser, desktop);
    const input = await openSearch(page);
    await input.fill('bigquery');
    const results = page.locator('dialog [role="listbox"] [role="option"]');
    await results.first().waitFor();
    const count = await results.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const result = results.nth(i);
      expect(await result.evaluate((element) => element.tagName)).toBe('A');
      expect(await result.getAttribute('href')).toMatch(/^\/[^/]/);
    }
  });

  it('opens a result in a new tab on Ctrl-click and middle-click and leaves the modal open', async () => {
    const { page } = await openPage(browser, desktop);
    const input = await openSearch(page);
    await input.fill('bigquery');
    // The full index's answer: the first one, from titles, is replaced when the index arrives, and its links with it.
    await page.locator('dialog .search-results:not([data-partial]) a.search-hit').nth(1).waitFor();
    const first = page.locator('dialog a.search-hit').first();
    const href = (await first.getAttribute('href'))!;
    const [tab] = await Promise.all([page.context().waitForEvent('page'), first.click({ modifiers: ['Control'] })]);
    await tab.waitForURL((url) => url.pathname === href.split('#')[0], { waitUntil: 'commit' });
    expect(new URL(page.url()).pathname).toBe('/cp/overview');
    expect(await page.getByRole('dialog', { name: 'Search' }).isVisible()).toBe(true);
    const second = page.locator('dialog a.search-hit').nth(1);
    const secondHref = (await second.getAttribute('href'))!;
    const [other] = await Promise.all([page.context().waitForEvent('page'), second.click({ button: 'middle' })]);
    await other.waitForURL((url) => url.pathname === secondHref.split('#')[0], { waitUntil: 'commit' });
    expect(await page.getByRole('dialog', { name: 'Search' }).isVisible()).toBe(true);
  });

  it('navigates to the active option on Enter and on a plain click, closing the modal', async () => {
    const { page } = await openPage(browser, desktop);
    const input = await openSearch(page);
    await input.fill('bigquery');
    await page.locator('dialog a.search-hit').nth(1).waitFor();
    // The list can still be replaced while the index finishes loading, which may turn the chosen page into one of its
    // sections: wait until two reads a moment apart agree, so the address read below is the one Enter opens.
    let seen = '';
    await expect
      .poll(
        async () => {
          const now = (await page.locator('dialog a.search-hit').evaluateAll((hits) => hits.map((hit) => hit.getAttribute('href')))).join();
          const settled = now === seen;
          seen = now;
          return settled;
        },
        { interval: 300 },
      )
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    const active = page.locator('dialog a.search-hit[aria-selected="true"]');
    const href = (await active.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    expect(await page.getByRole('dialog', { name: 'Search' }).count()).toBe(0);
    await page.keyboard.press('Control+k');
    await page.locator('dialog input.search-input').fill('trino');
    const link = page.locator('dialog a.search-hit').first();
    await link.waitFor();
    const target = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === target);
    expect(await page.getByRole('dialog', { name: 'Search' }).count()).toBe(0);
  });

  it('keeps the option the reader moved to when the full index replaces the first answer, and opens it on Enter', async () => {
    const context = await browser.newContext(desktop);
    const page = await context.newPage();
    await page.goto(`${base}/cp/overview`);
    await page.waitForLoadState('networkidle');
    // Slowed down so that the first answer, from titles and headings, stays up while the reader moves.
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('bigquery');
    await page.locator('.search-results[data-partial] a.search-hit').nth(1).waitFor();
    await page.keyboard.press('ArrowDown');
    const active = page.locator('dialog a.search-hit[aria-selected="true"]');
    const chosen = (await active.getAttribute('href'))!;
    expect(chosen).toBe(await page.locator('dialog a.search-hit').nth(1).getAttribute('href'));
    expect(await page.locator('.search-results[data-partial]').count()).toBe(1);
    await page.locator('.search-results:not([data-partial]) a.search-hit').first().waitFor({ timeout: 30_000 });
    // The full answer lists the page's sections where the first listed the page: the choice stays on that page.
    const kept = (await active.getAttribute('href'))!;
    expect(kept.split('#')[0]).toBe(chosen.split('#')[0]);
    expect(kept).not.toBe(await page.locator('dialog a.search-hit').first().getAttribute('href'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === kept, { timeout: 30_000 });
    await context.close();
  }, 60_000);

  it('remembers picked results as recent searches and keeps favourites', async () => {
    const { page } = await openPage(browser, desktop);
    const input = await openSearch(page);
    await input.fill('trino');
    await page.locator('.search-hit').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/cp/overview');
    await page.keyboard.press('Control+k');
    const recent = page.getByRole('region', { name: 'Recent' });
    await recent.waitFor();
    expect(await recent.locator('.search-hit').count()).toBe(1);
    expect(await recent.getByRole('link').first().getAttribute('href')).toMatch(/^\/(cp|oss)\/guide\/connect\/trino/);
    await recent.getByRole('button', { name: /as a favourite/ }).click();
    const favourites = page.getByRole('region', { name: 'Favourites' });
    await favourites.waitFor();
    expect(await favourites.locator('.search-hit').count()).toBe(1);
    const favourite = favourites.getByRole('link').first();
    expect(await favourite.getAttribute('href')).toMatch(/^\/(cp|oss)\/guide\/connect\/trino/);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), favourite.click({ modifiers: ['Control'] })]);
    await tab.waitForURL((url) => /\/guide\/connect\/trino/.test(url.pathname));
    await favourite.click();
    await page.waitForURL((url) => /\/guide\/connect\/trino/.test(url.pathname));
    expect(await page.getByRole('dialog', { name: 'Search' }).count()).toBe(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('search-favourites')))!)).toHaveLength(1);
  });

  it('says when nothing matches, suggests up to 3 queries and offers to report it', async () => {
    const { page } = await openPage(browser, desktop);
    const input = await openSearch(page);
    await input.fill('zzqxvj');
    const screen = page.locator('.search-screen');
    await screen.waitFor();
    expect(await screen.locator('.search-screen-title').textContent()).toBe('No results for “zzqxvj”');
    expect(await screen.locator('.search-suggestions li').count()).toBeLessThanOrEqual(3);
    expect(await screen.getByRole('link', { name: 'Let us know.' }).getAttribute('href')).toContain('zzqxvj');
    expect(await screen.textContent()).toContain('Believe this query should return results?');
    await screen.locator('.search-suggestions button').first().click();
    await page.locator('.search-hit').first().waitFor();
  });

  it('shows typed markup as text and caps the query at 64 characters', async () => {
    const { page } = await openPage(browser, desktop);
    const input = await openSearch(page);
    await input.fill('<img src=x onerror="window.__xss=1"><b>bold</b>');
    await page.locator('.search-screen, .search-hit').first().waitFor();
    expect(await page.locator('.search-panel img, .search-panel b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await input.fill('');
    await input.pressSequentially('x'.repeat(80), { delay: 0 });
    expect((await input.inputValue()).length).toBe(64);
  });

  it('shows the stalled state, the error screen when the index cannot load, and recovers', async () => {
    const { page } = await openPage(browser, desktop);
    await page.route('**/search-index.json', (route) => route.abort());
    const input = await openSearch(page);
    await input.fill('dbt');
    await page.getByRole('alert').filter({ hasText: 'Unable to fetch results' }).waitFor();
    expect(await page.locator('.search-screen').textContent()).toContain('You might want to check your network connection.');
    await page.unroute('**/search-index.json');
    await page.route('**/search-index.json', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await input.fill('dbt cli');
    await page.getByText('Still searching…').waitFor({ timeout: 1100 });
    await page.locator('.search-hit').first().waitFor();
  });

  it('shortens snippets to 5 words on narrow screens', async () => {
    const { page } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    const input = await openSearch(page);
    await input.fill('warehouse credentials');
    const snippet = page.locator('.hit-snippet').first();
    await snippet.waitFor();
    const words = (await snippet.textContent())!.replace(/…/g, '').trim().split(/\s+/);
    expect(words.length).toBeLessThanOrEqual(5);
  });
});

describe('/search page', () => {
  it('ranks the edition the dropdown shows first when none was chosen: Cloud, its first, on /search and in the modal', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/search?q=snowflake`);
    expect(await page.evaluate(() => localStorage.getItem('docs-version'))).toBeNull();
    await expect
      .poll(async () => (await page.locator('.search-hit a').first().getAttribute('href'))?.split('#')[0], { timeout: 15_000 })
      .toBe('/cp/guide/connect/snowflake');
    expect(await page.locator('.navbar-tools').getByLabel('Product edition').inputValue()).toBe(siteConfig.versions[0].id);
    const input = await openSearch(page, '/search');
    await input.fill('snowflake');
    await page.locator('.search-results:not([data-partial]) .search-hit').first().waitFor();
    expect((await page.locator('dialog a.search-hit').first().getAttribute('href'))!.split('#')[0]).toBe('/cp/guide/connect/snowflake');
  });

  it('ranks the documentation set chosen in the version dropdown first, on /search and in the modal opened off a docs page', async () => {
    for (const [version, query, expected] of [
      ['cloud', 'snowflake', '/cp/guide/connect/snowflake'],
      ['oss-0.29.2', 'snowflake', '/oss/guide/connect/snowflake'],
      ['oss-0.29.2', 'relationships', '/oss/guide/modeling/relationships'],
      ['core', 'relationships', '/oss/guides/relationships'],
    ]) {
      const { page } = await openPage(browser, desktop);
      // What the dropdown stores when a set is chosen (test/e2e/shell.test.ts checks the dropdown writes it).
      await page.goto(`${base}/search`);
      await page.evaluate((id) => localStorage.setItem('docs-version', id), version);
      await page.goto(`${base}/search?q=${query}`);
      await expect
        .poll(async () => (await page.locator('.search-hit a').first().getAttribute('href'))?.split('#')[0], { timeout: 15_000 })
        .toBe(expected);
      // Off any docs page, where the stored choice decides; the home page's own Ctrl+K is tested above.
      const input = await openSearch(page, '/about');
      await input.fill(query);
      await page.locator('.search-results:not([data-partial]) .search-hit').first().waitFor();
      expect((await page.locator('dialog a.search-hit').first().getAttribute('href'))!.split('#')[0], version).toBe(expected);
    }
  }, 120_000);

  it('shows the results for q from a direct link and keeps the address in step with the box', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/search?q=bigquery`);
    await page.locator('.search-hit').first().waitFor();
    expect(await page.locator('.search-hit a').first().getAttribute('href')).toContain('bigquery');
    await page.getByRole('searchbox').fill('row level security');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('row level security');
    await expect.poll(() => page.locator('.search-hit a').first().getAttribute('href')).toContain('rls');
  });
});

describe('with Algolia configured', () => {
  it('queries the Algolia hosts with the multi-index query', async () => {
    const { page } = await openPage(browser, desktop);
    await withConfig(page, { algolia: { appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'docs', hosts: [algolia.url] } });
    const before = algolia.calls.length;
    const input = await openSearch(page);
    await input.fill('snowflake');
    await page.locator('.search-hit').first().waitFor();
    expect(algolia.calls.slice(before)).toContain('POST /1/indexes/*/queries');
    expect(await page.locator('.search-fallback').count()).toBe(0);
  });

  it('falls back to the embedded index when every host is down, and says so', async () => {
    const { page } = await openPage(browser, desktop);
    await withConfig(page, { algolia: { appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'docs', hosts: [await closedPort()] } });
    const input = await openSearch(page);
    await input.fill('snowflake');
    await page.locator('.search-hit').first().waitFor();
    expect(await page.locator('.search-fallback').textContent()).toContain('offline index');
  });

  it('falls back when the host is too slow, and shows the error screen only when no provider answers', async () => {
    const { page } = await openPage(browser, desktop);
    await withConfig(page, { algolia: { appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'docs', hosts: [algolia.url] } });
    algolia.delay = 4000;
    await page.route('**/search-index.json', (route) => route.abort());
    const input = await openSearch(page);
    await input.fill('snowflake');
    await page.getByRole('alert').filter({ hasText: 'Unable to fetch results' }).waitFor({ timeout: 15_000 });
    await page.unroute('**/search-index.json');
    await input.fill('snowflake connection');
    await page.locator('.search-hit').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('.search-fallback').textContent()).toContain('offline index');
    algolia.delay = 0;
  }, 40_000);
});

describe('Ask AI', () => {
  it('shows the passages with links and the disclaimer when no answer service is configured', async () => {
    const { page } = await openPage(browser, desktop);
    const input = await openSearch(page);
    await page.getByRole('button', { name: 'Ask AI' }).click();
    await input.fill('How do I connect Snowflake?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const sources = page.locator('.ask-ai-sources li a');
    await sources.first().waitFor();
    expect(await sources.first().getAttribute('href')).toContain('snowflake');
    expect(await page.locator('.ask-ai-disclaimer').textContent()).toBe(ASK_AI_DISCLAIMER);
  });

  it('streams an answer grounded in the passages, and says so when the stream is cut', async () => {
    const { page } = await openPage(browser, desktop);
    await withConfig(page, { askAiEndpoint: answers.url });
    const input = await openSearch(page);
    await page.getByRole('button', { name: 'Ask AI' }).click();
    await input.fill('How do I connect Snowflake?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect.poll(() => page.locator('.ask-ai-text').textContent()).toBe(ANSWER_PIECES.join(''));
    expect(await page.locator('.ask-ai-sources li').count()).toBeGreaterThan(0);
    expect(JSON.stringify(answers.bodies.at(-1))).toContain('How do I connect Snowflake?');
    answers.mode = 'cut';
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'cut off' }).waitFor();
    expect(await page.locator('.ask-ai-text').textContent()).toBe(ANSWER_PIECES.slice(0, 3).join(''));
    expect(await page.locator('.ask-ai-disclaimer').isVisible()).toBe(true);
    answers.mode = 'complete';
  });
});
