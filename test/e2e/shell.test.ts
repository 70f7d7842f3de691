import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { siteConfig } from '@/lib/config/site-config';
import { openPage } from '@/test/support/chromium';
import { pageAt } from './manifest';
import { browser } from '@/test/support/browser';

const base = inject('baseUrl');

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 375, height: 740 } };
// The home page starts the app at the reader's first interaction: the pointer arriving is one.
const hydrated = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'));
};

describe('navbar', () => {
  it('links to both editions and opens the external sites in a new tab', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/`);
    const main = page.locator('.navbar-desktop').getByRole('navigation', { name: 'Main' });
    expect(await main.getByRole('link', { name: 'Commercial Plans' }).getAttribute('href')).toBe('/cp/overview');
    expect(await main.getByRole('link', { name: 'Open Source' }).getAttribute('href')).toBe('/oss/overview/introduction');
    const external = page.locator('.navbar-desktop').getByRole('navigation', { name: 'External' }).getByRole('link');
    expect(await external.evaluateAll((links) => links.map((a) => [a.getAttribute('target'), a.getAttribute('rel')]))).toEqual(
      siteConfig.navbar.external.map(() => ['_blank', 'noopener noreferrer']),
    );
  });

  it('hides while scrolling down and comes back on the way up', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/oss/installation`);
    await hydrated(page);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.locator('header.navbar').getAttribute('class')).toContain('navbar-hidden');
    await page.mouse.wheel(0, -300);
    await expect.poll(() => page.locator('header.navbar').getAttribute('class')).not.toContain('navbar-hidden');
  });
});

describe('mobile menu', () => {
  it('opens with the navbar links and the current sidebar, and closes on Escape with focus back on the button', async () => {
    const { page } = await openPage(browser, phone);
    const doc = pageAt('/cp/guide/connect/bigquery');
    await page.goto(`${base}${doc.route}`);
    await hydrated(page);
    expect(await page.locator('.navbar-desktop').isVisible()).toBe(false);
    const button = page.getByRole('button', { name: 'Open the menu' });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: 'Commercial Plans' }).isVisible()).toBe(true);
    expect(await menu.locator('[aria-current="page"]').textContent()).toBe(doc.sidebarLabel);
    expect(await page.evaluate(() => document.querySelector('dialog.mobile-menu')?.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open the menu');
  });

  it('closes with its close button, on navigation, and when the window grows to desktop width', async () => {
    const { page } = await openPage(browser, phone);
    await page.goto(`${base}/cp/overview`);
    await hydrated(page);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('button', { name: 'Close the menu' }).click();
    await menu.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open the menu' }).click();
    await menu.getByRole('link', { name: pageAt('/cp/privacy').sidebarLabel, exact: true }).click();
    await page.waitForURL(`${base}/cp/privacy`);
    await menu.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open the menu' }).click();
    await menu.waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await menu.waitFor({ state: 'hidden' });
    expect(await page.locator('.doc-sidebar [aria-current="page"]').isVisible()).toBe(true);
  });
});

describe('footer', () => {
  it('has the link columns of the spec and the 2025 copyright', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/`);
    const hrefs = await page.locator('footer a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of [
      '/cp/overview',
      '/cp/getting_started/create_organization',
      'https://cloud.getwren.ai',
      '/cp/releases',
      '/oss/overview/introduction',
      '/oss/getting_started/sample_data',
      '/oss/concept/security',
      '/oss/releases',
      'https://github.com/Canner/WrenAI',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(await page.locator('footer').getByRole('navigation', { name: 'Community' }).getByRole('link').count()).toBe(3);
    expect(await page.locator('footer').textContent()).toContain('Copyright © 2025');
  });
});

describe('announcement bar', () => {
  it('stays dismissed across loads without a flash, until its id changes', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/`);
    await hydrated(page);
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Dismiss the announcement' }).click();
    expect(await bar.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('announcement-dismissed'))).toBe(siteConfig.announcement!.id);
    // Before any of the page's scripts run, the bar is already hidden.
    await page.goto(`${base}/cp/overview`, { waitUntil: 'commit' });
    await page.waitForSelector('.announcement', { state: 'attached' });
    expect(await bar.isVisible()).toBe(false);
    await page.evaluate(() => localStorage.setItem('announcement-dismissed', 'an-older-announcement'));
    await page.reload();
    expect(await bar.isVisible()).toBe(true);
  });
});

describe('color mode', () => {
  it('starts light, cycles light, dark, system from one button and stores the choice under "theme"', async () => {
    const { page } = await openPage(browser, { ...desktop, colorScheme: 'dark' });
    await page.goto(`${base}/`);
    await hydrated(page);
    const html = page.locator('html');
    expect(await html.getAttribute('data-theme')).toBe('light');
    const toggle = page.getByRole('button', { name: /^Color mode/ });
    await toggle.click();
    await expect.poll(() => html.getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await toggle.click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
    await expect.poll(() => html.getAttribute('data-theme')).toBe('dark');
    await toggle.click();
    await expect.poll(() => html.getAttribute('data-theme')).toBe('light');
  });

  it('applies a stored dark mode before the first paint', async () => {
    const { page } = await openPage(browser, desktop);
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(`${base}/cp/overview`, { waitUntil: 'domcontentloaded' });
    const first = await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      bg: getComputedStyle(document.body).backgroundColor,
    }));
    expect(first).toEqual({ theme: 'dark', bg: 'rgb(23, 24, 28)' });
  });
});

describe('language and version menus', () => {
  it('shows English as the language, and remembers the chosen docs version', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/`);
    await hydrated(page);
    await page.locator('.dropdown summary').click();
    expect(await page.locator('.dropdown-menu').textContent()).toBe('English');
    await page.getByLabel('Product edition').selectOption('oss-0.29.2');
    await page.waitForURL(`${base}/oss/overview/genbi_classic`);
    expect(await page.evaluate(() => localStorage.getItem('docs-version'))).toBe('oss-0.29.2');
    await page.goto(`${base}/`);
    await hydrated(page);
    expect(await page.getByLabel('Product edition').inputValue()).toBe('oss-0.29.2');
  });

  it('acts on a version chosen on the home page before the app has started', async () => {
    const { page, errors } = await openPage(browser, desktop);
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-started'))).toBe(false);
    await page.getByLabel('Product edition').selectOption('oss-0.29.2');
    await page.waitForURL(`${base}/oss/overview/genbi_classic`);
    expect(errors).toEqual([]);
  });

  it('shows Wren AI Core as the version on its pages under /oss, whatever was chosen before', async () => {
    const { page } = await openPage(browser, desktop);
    await page.addInitScript(() => localStorage.setItem('docs-version', 'oss-0.29.2'));
    await page.goto(`${base}/oss/introduction`);
    await hydrated(page);
    const select = page.getByLabel('Product edition');
    expect(await select.inputValue()).toBe('core');
    expect(await select.locator('option:checked').textContent()).toBe('Core (wren 0.13.3)');
    await select.selectOption('oss-0.29.2');
    await page.waitForURL(`${base}/oss/overview/genbi_classic`);
    expect(await page.getByLabel('Product edition').inputValue()).toBe('oss-0.29.2');
  });
});

describe('network behaviour', () => {
  const prefetches = async (init?: () => void) => {
    const { page } = await openPage(browser, desktop);
    if (init) await page.addInitScript(init);
    let count = 0;
    page.on('request', (request) => {
      if (request.url().includes('_rsc=') || request.url().endsWith('.txt')) count++;
    });
    await page.goto(`${base}/cp/overview`);
    await hydrated(page);
    await page.waitForTimeout(500);
    const onScreen = count;
    await page.locator('.pager-next').hover();
    await page.waitForTimeout(500);
    return { onScreen, afterHover: count };
  };

  it('prefetches a page when the pointer reaches its link, not for being on screen, and not when saving data or on 2G', async () => {
    const normal = await prefetches();
    expect(normal.onScreen).toBe(0);
    expect(normal.afterHover).toBeGreaterThan(0);
    expect(
      await prefetches(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })),
    ).toEqual({ onScreen: 0, afterHover: 0 });
    expect(
      await prefetches(() => Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: '2g' } })),
    ).toEqual({ onScreen: 0, afterHover: 0 });
  });

  it('sends a page view on load and on each client-side navigation only when an endpoint is configured', async () => {
    const { page } = await openPage(browser, desktop);
    const views: { path: string }[] = [];
    await page.route('**/__page-views', async (route) => {
      views.push(JSON.parse(route.request().postData() ?? '{}'));
      await route.fulfill({ status: 204 });
    });
    await page.goto(`${base}/cp/overview`);
    await hydrated(page);
    expect(views).toEqual([]);
    await page.addInitScript(() => {
      (window as unknown as { WREN_ANALYTICS_ENDPOINT: string }).WREN_ANALYTICS_ENDPOINT = '/__page-views';
    });
    await page.goto(`${base}/cp/overview`);
    await hydrated(page);
    await page
      .locator('.doc-sidebar')
      .getByRole('link', { name: pageAt('/cp/privacy').sidebarLabel, exact: true })
      .click();
    await page.waitForURL(`${base}/cp/privacy`);
    await expect.poll(() => views.map((view) => view.path)).toEqual(['/cp/overview', '/cp/privacy']);
  });
});

describe('a page chunk that fails to load', () => {
  it('logs a warning and reloads the page once, without a reload loop', async () => {
    const { page } = await openPage(browser, desktop);
    const start = `${base}/oss/engine/guide/model`;
    await page.goto(start);
    await hydrated(page);
    // Let through only the chunks this page already used: the next page's code cannot load.
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/_next/static/chunks/')),
    );
    await page.route('**/_next/static/chunks/**', (route) => (loaded.includes(route.request().url()) ? route.continue() : route.abort()));
    await page.goto(start);
    await hydrated(page);
    const warnings: string[] = [];
    const loads: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads.push(new URL(frame.url()).pathname);
    });
    // The release list is built from its own route's code, which this page has not loaded.
    const target = '/cp/releases';
    await page.locator(`footer a[href="${target}"]`).click();
    await expect.poll(() => warnings.some((text) => text.includes('A page chunk failed to load; reloading the page once.'))).toBe(true);
    await page.waitForTimeout(2000);
    expect(loads.filter((path) => path === target).length).toBeLessThanOrEqual(2);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `chunk-reload:${target}`)).toBe('1');
    expect(new URL(page.url()).pathname).toBe(target);
    expect(await page.locator('h1').textContent()).toBe('Release notes');
  });
});
