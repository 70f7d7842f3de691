import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '@/test/support/chromium';
import { pageAt } from './manifest';
import { siteConfig } from '@/lib/config/site-config';
import { CLASSIC, WHAT_CHANGED_ROUTE } from '@/lib/config/release-line';

const base = inject('baseUrl');
const plain = inject('plainBaseUrl');
const desktop = { viewport: { width: 1280, height: 800 } };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sources at the foot of a page', () => {
  it('are a closed Sources disclosure that opens to readable labels linked to GitHub at the tag', async () => {
    const { page, errors } = await openPage(browser, desktop);
    const snowflake = pageAt('/cp/guide/connect/snowflake');
    await page.goto(`${base}${snowflake.route}`);
    const sources = page.locator('details.page-sources');
    expect(await sources.getAttribute('open')).toBeNull();
    expect(await sources.locator('summary').textContent()).toBe('Sources');
    const links = sources.locator('li a');
    expect(await links.first().isVisible()).toBe(false);
    await sources.locator('summary').click();
    expect(await links.first().isVisible()).toBe(true);
    const linked = snowflake.sources.filter((source) => source.href);
    expect(await links.allTextContents()).toEqual(linked.map((source) => source.label));
    const properties = sources.getByRole('link', { name: 'wren-ui · SnowflakeProperties.tsx · WrenAI 0.29.2' });
    expect(await properties.getAttribute('href')).toBe(
      'https://github.com/Canner/WrenAI/blob/0.29.2/wren-ui/src/components/pages/setup/dataSources/SnowflakeProperties.tsx',
    );
    expect(await sources.textContent()).not.toMatch(/\w\/\w+@\d/);
    expect(errors).toEqual([]);
  });
});

describe('version notice', () => {
  it('says which release a GenBI Classic page describes and links to what changed, and is absent from cloud pages', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/oss/engine/get_started/quickstart`);
    const note = page.getByRole('note').filter({ hasText: CLASSIC.name });
    expect(await note.textContent()).toContain(
      `${CLASSIC.name} ${CLASSIC.version} with Wren Engine ${CLASSIC.engine}, from the ${CLASSIC.branch} branch`,
    );
    await note.getByRole('link', { name: 'what changed in 2026' }).click();
    await page.waitForURL(`${base}${WHAT_CHANGED_ROUTE}`);
    expect(await page.locator('h1').textContent()).toBe('What changed in 2026');
    expect(await page.locator('.version-notice').count()).toBe(0);
    await page.goto(`${base}/cp/overview`);
    expect(await page.locator('.version-notice').count()).toBe(0);
  });

  it('names the open-source docs version GenBI Classic 0.29.2 in the version dropdown', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/`);
    expect(await page.getByLabel('Product edition').locator('option').allTextContents()).toContain('GenBI Classic 0.29.2');
  });

  it('has an announcement about the new core that links to the What changed page', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/cp/overview`);
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.textContent()).toContain('open source has a new core');
    expect(await bar.getByRole('link', { name: siteConfig.announcement!.link!.label }).getAttribute('href')).toBe(WHAT_CHANGED_ROUTE);
  });
});

describe('former addresses', () => {
  it('answer with a 301 to the page from a host with redirect rules (nginx)', async () => {
    const answer = await fetch(`${plain}/cloud/guide/manage-members-roles?from=old`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(new URL(answer.headers.get('location')!, plain).pathname + new URL(answer.headers.get('location')!, plain).search).toBe(
      '/cp/guide/manage-members-roles?from=old',
    );
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect((await fetch(`${plain}/cloud/guide/no-such-page`)).status).toBe(404);
  });

  it('go on to the page from the not-found page of a host without redirect rules, and an unknown address stays not found', async () => {
    const { page } = await openPage(browser, desktop);
    const first = await page.goto(`${base}/cp/guide/account/billing#credits`);
    expect(first?.status()).toBe(404);
    await page.waitForURL(`${base}/cp/guide/billing#credits`);
    expect(await page.locator('h1').textContent()).toBe(pageAt('/cp/guide/billing').title);
    const miss = await page.goto(`${base}/cloud/guide/no-such-page`);
    expect(miss?.status()).toBe(404);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/cloud/guide/no-such-page');
    expect(await page.locator('h1').textContent()).toBe('Page not found');
  });
});

describe('About these docs', () => {
  it('is linked from the footer of every page', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/oss/installation`);
    await page.locator('footer').getByRole('link', { name: 'About these docs' }).click();
    await page.waitForURL(`${base}/about`);
    expect(await page.locator('h1').textContent()).toBe('About these docs');
  });
});
