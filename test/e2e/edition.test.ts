import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { counterpartRoute, type EditionPages } from '@/lib/config/edition-counterpart';
import { EDITION_MAP } from '@/lib/config/edition-map';
import { siteConfig } from '@/lib/config/site-config';
import { openPage } from '@/test/support/chromium';
import { manifest } from './manifest';
import { browser } from '@/test/support/browser';

const base = inject('baseUrl');

const desktop = { viewport: { width: 1280, height: 800 } };
const version = (id: string) => siteConfig.versions.find((candidate) => candidate.id === id)!;
const built: EditionPages = {
  pages: new Map(manifest.pages.flatMap((page) => (page.sidebar ? [[page.route, page.sidebar] as const] : []))),
  roots: Object.fromEntries(Object.entries(manifest.sidebars).map(([name, sidebar]) => [name, sidebar.root])),
};

async function started(page: Page, path: string) {
  await page.goto(`${base}${path}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'));
}

describe('the edition table (lib/config/edition-map.ts)', () => {
  it('names only pages of the built site, each in the edition it is listed under', () => {
    const wrong = EDITION_MAP.flatMap((row, index) =>
      Object.entries(row).flatMap(([edition, routes]) =>
        routes!.flatMap((route) => {
          const actual = built.pages.get(route);
          if (actual === edition) return [];
          return [`row ${index + 1}, ${edition}: ${route} ${actual ? `is a page of ${actual}` : 'is no page'}`];
        }),
      ),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the edition dropdown', () => {
  it.each([
    ['/cp/guide/connect/snowflake', 'oss-0.29.2', '/oss/guide/connect/snowflake'],
    ['/oss/installation', 'core', '/oss/get_started/installation'],
    // No Core page covers billing: the Core start page.
    ['/cp/guide/billing', 'core', version('core').href],
  ])('from %s, choosing %s opens %s', async (from, id, to) => {
    if (from === '/cp/guide/billing') expect(counterpartRoute(from, 'cloud', 'core', built)).toBeUndefined();
    const { page, errors } = await openPage(browser, desktop);
    await started(page, from);
    const select = page.getByLabel('Product edition');
    await select.selectOption(id);
    await page.waitForURL(`${base}${to}`);
    await expect.poll(() => page.getByLabel('Product edition').inputValue()).toBe(id);
    expect(await page.evaluate(() => localStorage.getItem('docs-version'))).toBe(id);
    expect(errors).toEqual([]);
  });

  it('keeps the place of a page reached by a link in the app, not of the page first opened', async () => {
    const { page } = await openPage(browser, desktop);
    await started(page, '/cp/guide/connect/overview');
    await page.locator('.doc-sidebar a[href="/cp/guide/connect/snowflake"]').click();
    await page.waitForURL(`${base}/cp/guide/connect/snowflake`);
    await page.getByLabel('Product edition').selectOption('oss-0.29.2');
    await page.waitForURL(`${base}/oss/guide/connect/snowflake`);
  });

  it('is named for what it chooses: in the navbar for assistive technology and on hover, in the phone menu on screen', async () => {
    const { page } = await openPage(browser, desktop);
    await started(page, '/cp/guide/connect/snowflake');
    const select = page.locator('.navbar-tools').getByRole('combobox', { name: 'Product edition' });
    expect(await select.locator('option:checked').textContent()).toBe(version('cloud').label);
    expect(await page.locator('.navbar-tools .navbar-select').getAttribute('title')).toBe('Product edition');
    const { page: phone } = await openPage(browser, { viewport: { width: 390, height: 800 } });
    await started(phone, '/cp/guide/connect/snowflake');
    await phone.getByRole('button', { name: 'Open the menu' }).click();
    const menu = phone.getByRole('dialog', { name: 'Menu' });
    expect(await menu.getByText('Product edition', { exact: true }).isVisible()).toBe(true);
    expect(await menu.getByRole('combobox', { name: 'Product edition' }).isVisible()).toBe(true);
  });
});
