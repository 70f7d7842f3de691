/**
 * The Chromium every browser test file drives: test/support/browser-setup.ts (the browser group's setup file) starts it
 * before a file's tests and closes it after them. A test file imports `browser`, a live binding set by then.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from './chromium';

export let browser: Browser;

export async function startBrowser(): Promise<void> {
  browser = await launchBrowser();
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
}
