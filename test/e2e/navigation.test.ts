import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '@/test/support/chromium';
import { pageAt } from './manifest';
import { browser } from '@/test/support/browser';

/**
 * Which RSC payload files the client router of the static export fetches (docs/ARCHITECTURE.md, "Output size"),
 * so that scripts/build/optimize-export.ts may delete the others: a hover prefetch asks for the page's
 * per-segment files, a click on a page not prefetched asks for <page>.txt, back and forward ask for
 * nothing, and every navigation stays client-side.
 */
const base = inject('baseUrl');

const desktop = { viewport: { width: 1280, height: 800 } };

async function recordedPage() {
  const { page, errors } = await openPage(browser, desktop);
  const requests: string[] = [];
  const failures: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'document' || url.pathname.endsWith('.txt'))
      requests.push(`${request.resourceType() === 'document' ? 'document' : request.method()} ${url.pathname}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto(`${base}/cp/overview`);
  // The router handles links once the app has started (after paint, later on a busy machine than the network falls idle).
  await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // A full page load would lose this mark; a client-side navigation keeps it.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  requests.length = 0;
  return { page, errors, failures, requests, taken: () => requests.splice(0) };
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
const sidebarLink = (page: Page, route: string) =>
  page.locator('.doc-sidebar').getByRole('link', { name: pageAt(route).sidebarLabel, exact: true });

describe('payloads the client router fetches', () => {
  it('prefetches the per-segment files on hover, then navigates with nothing more', async () => {
    const { page, errors, failures, taken } = await recordedPage();
    await sidebarLink(page, '/cp/privacy').hover();
    await expect.poll(() => taken().filter((request) => request.endsWith('__PAGE__.txt')).length).toBe(1);
    await sidebarLink(page, '/cp/privacy').click();
    await page.waitForURL(`${base}/cp/privacy`);
    await page.waitForLoadState('networkidle');
    expect(taken()).toEqual([]);
    expect(await sameDocument(page)).toBe(true);
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('fetches <page>.txt for a page not prefetched, and nothing on back and forward', async () => {
    const { page, errors, failures, taken } = await recordedPage();
    const body = await page.locator('div.markdown').innerHTML();
    const target = '/cp/getting_started/create_organization';
    // A click that no pointer movement preceded, as from a keyboard shortcut or a script.
    await page.evaluate((route) => document.querySelector<HTMLAnchorElement>(`.doc-sidebar a[href="${route}"]`)!.click(), target);
    await page.waitForURL(`${base}${target}`);
    await page.waitForLoadState('networkidle');
    expect(taken()).toEqual([`GET ${target}.txt`]);
    await page.goBack();
    await page.waitForURL(`${base}/cp/overview`);
    // Rendered again from the flight data of the first load, which the boot script completed from the markup
    // (lib/build/body-from-dom.ts): whole, not empty. The address changes before the router renders.
    await expect.poll(() => page.locator('div.markdown').innerHTML(), { timeout: 10_000 }).toBe(body);
    await page.goForward();
    await page.waitForURL(`${base}${target}`);
    await page.waitForLoadState('networkidle');
    expect(taken()).toEqual([]);
    expect(await sameDocument(page)).toBe(true);
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
  });
});

// Chromium asks for /favicon.ico whenever, for a moment of a client navigation, the head has no icon link:
// the export must answer it (public/favicon.ico), as it must every payload the router asks for.
describe('every request of a reader who moves around', () => {
  it('answers: prefetches on hover, clicks across sections and page kinds, back and forward', async () => {
    const { page, errors } = await openPage(browser, desktop);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('requestfailed', (request) => {
      // A prefetch or navigation the router cancels itself is not a missing file.
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${request.failure()?.errorText} ${request.url()}`);
    });
    const settle = () => page.waitForLoadState('networkidle');
    const go = async (route: string) => {
      await page.evaluate((href) => {
        const link = Object.assign(document.createElement('a'), { href });
        document.body.append(link);
        link.click();
      }, route);
      await page.waitForURL(`${base}${route}`);
      await settle();
    };
    await page.goto(`${base}/cp/guide/connect/snowflake`);
    await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
    await settle();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const links = page.locator('.doc-sidebar a[href^="/"]:visible');
    for (let index = 0; index < Math.min(await links.count(), 6); index++) await links.nth(index).hover();
    await settle();
    await links.nth(2).click();
    await settle();
    for (const route of ['/oss/get_started/installation', '/oss/releases', '/', '/search', '/cp/overview']) await go(route);
    for (let step = 0; step < 3; step++) {
      await page.goBack();
      await settle();
    }
    for (let step = 0; step < 2; step++) {
      await page.goForward();
      await settle();
    }
    expect(await sameDocument(page)).toBe(true);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });
});
