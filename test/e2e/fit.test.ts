/**
 * Nothing cut or covered (issue #37): tables fit their column or scroll in their own box with a shadow at the
 * edge, copy buttons lie over no code, the home page's commands are shown whole. Measured in Chromium.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '@/test/support/chromium';
import { browser } from '@/test/support/browser';

const base = inject('baseUrl');
afterEach(async () => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

/** The routes of the built doc pages that hold a Markdown table. */
function routesWithTables(dir = 'out'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : routesWithTables(file);
    if (!entry.name.endsWith('.html') || !readFileSync(file, 'utf8').includes('<table tabindex="0">')) return [];
    return [
      `/${path
        .relative('out', file)
        .replace(/\\/g, '/')
        .replace(/\.html$/, '')}`,
    ];
  });
}

/** Each table of the page that is wider than its own box, and whether its box shows the scroll shadow. */
const overflowingTables = (page: Page) =>
  page.locator('.markdown table').evaluateAll((tables) =>
    tables
      .filter((table) => table.scrollWidth > table.clientWidth + 1)
      .map((table) => {
        const style = getComputedStyle(table);
        // The widest name of the first column, which stays whole (lib/content/markdown/rehype-tables.ts), against the table's box.
        const names = [...table.querySelectorAll('tr > :first-child code')].map((code) => code.getBoundingClientRect().width);
        return {
          head: table.querySelector('tr')?.textContent?.replace(/\s+/g, ' ').trim().slice(0, 60),
          cue: style.backgroundImage.includes('radial-gradient') && style.backgroundAttachment.includes('local'),
          nameShare: Math.max(0, ...names) / table.clientWidth,
        };
      }),
  );

describe('tables', () => {
  const routes = routesWithTables();

  it('are found on the doc pages', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContain('/cp/guide/connect/snowflake');
  });

  it('fit their column at 1280 px: code in a cell wraps after _ . / or at a space, the Fix column is whole', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const wide: string[] = [];
    let scrolling = 0;
    for (const route of routes) {
      await page.goto(`${base}${route}`);
      for (const table of await overflowingTables(page)) {
        scrolling++;
        // Only a long name kept whole in the first column (a config key, a table name) may widen a table; it then shows the shadow.
        if (!table.cue || table.nameShare < 0.25) wide.push(`${route}: ${table.head} (shadow: ${table.cue}, name: ${table.nameShare})`);
      }
    }
    expect(wide).toEqual([]);
    expect(scrolling).toBeLessThanOrEqual(8);
    // The troubleshooting table of Snowflake: its last column ends inside the article.
    await page.goto(`${base}/cp/guide/connect/snowflake`);
    const table = page.locator('#troubleshooting ~ table').first();
    const [tableBox, articleBox] = [await table.boundingBox(), await page.locator('.markdown').boundingBox()];
    expect(tableBox!.x + tableBox!.width).toBeLessThanOrEqual(articleBox!.x + articleBox!.width + 1);
    expect(await table.locator('code', { hasText: 'RSA_PUBLIC_KEY_FP' }).isVisible()).toBe(true);
  }, 300_000);

  it('scroll in their own box at 390 px, with a shadow at the edge, and the page never scrolls sideways', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true });
    const pageWide: string[] = [];
    const noCue: string[] = [];
    let scrolling = 0;
    for (const route of routes) {
      await page.goto(`${base}${route}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (width > 0) pageWide.push(`${route}: ${width} px`);
      const tables = await overflowingTables(page);
      scrolling += tables.length;
      noCue.push(...tables.filter((table) => !table.cue).map((table) => `${route}: ${table.head}`));
    }
    expect(pageWide).toEqual([]);
    expect(noCue).toEqual([]);
    // Phones do need the scroll: the check above saw real ones.
    expect(scrolling).toBeGreaterThan(10);
  }, 300_000);
});

/** Code blocks whose copy button lies over a line of their code (the text's rects from a Range). */
const coveredCode = (page: Page) =>
  page.locator('figure.code-block').evaluateAll(async (figures) => {
    const covered: string[] = [];
    let measured = 0;
    for (const figure of figures) {
      const button = figure.querySelector('.copy-button');
      const pre = figure.querySelector('pre');
      if (!button || !pre || (figure as HTMLElement).offsetParent === null) continue;
      figure.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const b = button.getBoundingClientRect();
      if (b.width === 0) continue;
      measured++;
      const range = document.createRange();
      range.selectNodeContents(pre);
      const hit = [...range.getClientRects()].some(
        (r) => r.width > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top,
      );
      if (hit) covered.push(pre.textContent!.split('\n')[0].slice(0, 60));
    }
    return { covered, measured };
  });

describe('copy buttons', () => {
  for (const width of [1280, 390])
    for (const route of ['/oss/engine/get_started/quickstart', '/oss/introduction', '/oss/wren_engine_api/']) {
      it(`lie over no code on ${route} at ${width} px`, async () => {
        const { page } = await openPage(browser, { viewport: { width, height: 800 } });
        await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'));
        const { covered, measured } = await coveredCode(page);
        expect(covered).toEqual([]);
        expect(measured).toBeGreaterThanOrEqual(2);
      }, 120_000);
    }
});

describe('home page commands', () => {
  for (const width of [1280, 390])
    it(`are shown whole at ${width} px: no code box scrolls or cuts its lines`, async () => {
      const { page } = await openPage(browser, { viewport: { width, height: 800 } });
      await page.goto(`${base}/`);
      const boxes = await page
        .locator('.start-code')
        .evaluateAll((pres) => pres.map((pre) => ({ scroll: pre.scrollWidth, client: pre.clientWidth, text: pre.textContent })));
      expect(boxes.length).toBe(2);
      for (const box of boxes) expect(box.scroll, box.text!).toBeLessThanOrEqual(box.client);
      // The launcher's long curl line is all there, wrapped with its continuation indented.
      expect(boxes[1].text).toContain('releases/download/${WREN_VERSION}/${ASSET}"');
    });
});

describe('search modal', () => {
  for (const width of [1280, 390])
    it(`shows its box's controls whole at ${width} px with a query typed: Clear, Ask AI and Cancel`, async () => {
      const { page } = await openPage(browser, { viewport: { width, height: 800 } });
      await page.goto(`${base}/cp/overview`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.locator('input.search-input').fill('bigquery');
      for (const name of ['Clear the query', 'Ask AI', 'Cancel']) {
        const box = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(width);
      }
    });
});
