import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '@/test/support/chromium';
import { browser } from '@/test/support/browser';

const base = inject('baseUrl');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe-core violations on what the page shows now (WCAG 2 A and AA rules). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

describe('accessibility', () => {
  it.each([
    '/',
    '/oss/engine/guide/model',
    '/cp/releases',
    '/oss/releases',
    '/cp/releases/0.24.0',
    '/search?q=snowflake',
    '/oss/wren_engine_api/',
  ])('%s has no serious or critical axe violations, in light and dark mode', async (route) => {
    for (const theme of ['light', 'dark']) {
      const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 }, bypassCSP: true });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(`${base}${route}`);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${route} in ${theme} mode`).toEqual([]);
    }
  });

  it('the open search modal, with results, has no serious or critical violations', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await page.goto(`${base}/cp/overview`);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    await page.locator('dialog input.search-input').fill('snowflake');
    await page.locator('.search-hit').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('works by keyboard alone: skip link, search, and moving to a result', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await page.goto(`${base}/cp/overview`);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).hash).toBe('#main');
    await page.keyboard.press('Control+k');
    await page.locator('dialog input.search-input:focus').waitFor();
    await page.keyboard.type('bigquery');
    await page.locator('.search-hit').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/cp/overview');
    expect(await page.locator('h1').count()).toBe(1);
  });
});
