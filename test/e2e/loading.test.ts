import { describe, expect, inject, it } from 'vitest';
import { openPage } from '@/test/support/chromium';
import { pageAt } from './manifest';
import { browser } from '@/test/support/browser';

const base = inject('baseUrl');
const TARGET = pageAt('/cp/guide/security/rls').sidebarLabel;

describe('slow navigation', () => {
  it('shows no progress bar on a fast navigation, and a bar then a spinner on a slow one', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/cp/overview`, { waitUntil: 'networkidle' });
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.waitForURL(`${base}/cp/privacy`);
    expect(await page.locator('.nav-progress').count()).toBe(0);

    // A page the sidebar has not prefetched yet (its group is closed), whose data is held for 1.5 s.
    await page.goto(`${base}/cp/overview`, { waitUntil: 'networkidle' });
    await page.route(
      (url) => url.pathname.startsWith('/cp/guide/security/rls'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    const sidebar = page.locator('.doc-sidebar');
    await sidebar.locator('summary', { hasText: 'Security' }).click();
    const started = Date.now();
    await sidebar.getByRole('link', { name: TARGET, exact: true }).click();
    await page.locator('.nav-progress').waitFor({ state: 'attached', timeout: 1400 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    await page.getByRole('status').filter({ hasText: 'Loading page' }).waitFor({ timeout: 1400 });
    await page.waitForURL(`${base}/cp/guide/security/rls`);
    await expect.poll(() => page.locator('.nav-progress').count()).toBe(0);
  });
});

describe('page start', () => {
  it('parses the content before it requests the framework, then starts it', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 412, height: 823 }, isMobile: true });
    await page.goto(`${base}/oss/engine/guide/model`, { waitUntil: 'networkidle' });
    const timing = await page.evaluate(() => ({
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
      chunks: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    const seen =
      `parsed at ${timing.parsed.toFixed(1)} ms, framework chunks requested at ` +
      `${timing.chunks.map((time) => time.toFixed(1)).join(', ')} ms`;
    expect(timing.chunks.length, seen).toBeGreaterThan(0);
    expect(Math.min(...timing.chunks), seen).toBeGreaterThanOrEqual(timing.parsed);
    // Started: the search button opens the modal, which only React can do.
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps a button pressed before the app has started and acts on it once it has', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: {
          writeText: async (value: string) => {
            (window as unknown as { copied: string }).copied = value;
          },
        },
      });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}/cp/overview`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Copy page' }).click();
    expect(await page.evaluate(() => (window as unknown as { copied?: string }).copied)).toBeUndefined();
    release();
    await expect.poll(() => page.locator('.doc-meta button').textContent()).toBe('Copied');
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toMatch(/^# /);
    expect(errors).toEqual([]);
  });

  it('keeps the search shortcut typed before the app has started and opens search once it has', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}/cp/overview`, { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('Control+k');
    release();
    await page.getByRole('dialog').getByRole('combobox').waitFor({ timeout: 5000 });
    expect(errors).toEqual([]);
  });

  it('runs no JavaScript on the home page until the reader acts, then opens search from the field in the page', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/\/_next\/static\/chunks\/.+\.js$/.test(request.url())) requested.push(request.url());
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    expect(requested, 'framework chunks requested before any interaction').toEqual([]);
    await page.locator('main').getByRole('searchbox', { name: 'Search the documentation' }).tap();
    await page.getByRole('dialog').getByRole('combobox').waitFor({ timeout: 5000 });
    expect(requested.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
