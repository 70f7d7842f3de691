/**
 * The one place that starts Chromium, for the browser tests and the benchmarks alike: Debian's
 * /usr/bin/chromium (or CHROMIUM_PATH) with the same headless flags, driven by Playwright, or by
 * Lighthouse through chrome-launcher's debugging port.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Chromium under Playwright. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Chromium with a debugging port, for Lighthouse to drive. */
export function launchChromeForLighthouse(): Promise<LaunchedChrome> {
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, '--no-first-run', '--disable-dev-shm-usage'] });
}

/** A page that records console errors and uncaught exceptions, so tests can assert there were none. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // "Failed to load resource" names no URL in its text: the message's location holds it.
    const text = message.text().startsWith('Failed to load resource') ? `${message.text()}: ${message.location().url}` : message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}
