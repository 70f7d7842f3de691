import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { openPage } from '@/test/support/chromium';
import { browser } from '@/test/support/browser';

const base = inject('baseUrl');
const route = `${base}/oss/wren_engine_api/`;
let engine: Server;
let engineUrl: string;
const engineCalls: string[] = [];
beforeAll(async () => {
  // A stand-in Wren Engine on 127.0.0.1 that answers every call, with CORS for the docs origin.
  engine = createServer((request, response) => {
    engineCalls.push(`${request.method} ${request.url}`);
    response.writeHead(200, {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': '*',
      'content-type': 'application/json',
    });
    response.end(request.method === 'OPTIONS' ? '' : JSON.stringify({ status: 'ok' }));
  });
  await new Promise<void>((resolve) => engine.listen(0, '127.0.0.1', resolve));
  engineUrl = `http://127.0.0.1:${(engine.address() as { port: number }).port}`;
});
afterAll(async () => {
  engine?.close();
});

const QUERY = '#post-v3connectordata_sourcequery';

/** The boxes of an operation's text and examples, once it is scrolled into view (sections off screen skip layout). */
async function boxes(page: Page, anchor: string) {
  await page.locator(anchor).scrollIntoViewIfNeeded();
  await settled(page);
  const text = (await page.locator(`${anchor} .api-op-text`).boundingBox())!;
  const examples = (await page.locator(`${anchor} .api-op-examples`).boundingBox())!;
  return { text, examples };
}

/** Two frames: a section that came on screen is laid out at its real size (content-visibility: auto). */
const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The page with its scripts running: the framework starts after the first paint. */
async function ready(page: Page) {
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.locator('.api-body[data-enhanced]').waitFor({ timeout: 30_000 });
}

describe('engine API reference', () => {
  it('describes every operation and schema in the HTML, without JavaScript, with rendered descriptions', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    await page.goto(route);
    expect(await page.locator('.api-operation').count()).toBe(20);
    expect(await page.locator('.api-operation .badge-deprecated').count()).toBe(10);
    const query = page.locator(QUERY);
    expect(await query.locator('.api-op-text').textContent()).toContain('dryRun');
    // Three request tabs and a response example; the tabs switch without JavaScript.
    expect(await query.locator('.api-lang .tab-panel figure.code-block').count()).toBe(3);
    expect(await query.locator('.api-op-examples > div > figure.code-block').count()).toBe(1);
    expect(await query.locator('.tab-panel:visible').textContent()).toContain('curl -X POST');
    await query.getByText('Python', { exact: true }).click();
    expect(await query.locator('.tab-panel:visible').textContent()).toContain('requests.post(');
    expect(await page.locator('#schema-TrinoConnectionInfo').textContent()).toContain('8080');
    // Descriptions are Markdown: `cacheEnable` is code, and no backtick is left in the page's text.
    expect(await query.locator('.api-md code', { hasText: 'cacheEnable' }).count()).toBeGreaterThan(0);
    expect(await page.locator('.api-main').innerText()).not.toContain('`');
    // Tags and groups in Title Case, in the headings and in the sidebar.
    expect(await page.locator('.api-group > h2').allTextContents()).toEqual([
      'System',
      'Connector',
      'Analysis',
      'Schemas',
      'Model: Connection Info',
    ]);
    expect(await page.locator('.api-sidebar .sidebar-group-label').allTextContents()).toEqual([
      'System',
      'Connector',
      'Analysis',
      'Schemas',
      'Model: Connection Info',
    ]);
    // Getting started: base URL, the manifest with the checker, the error shape.
    const start = page.locator('#getting-started');
    expect(await start.textContent()).toMatch(
      /http:\/\/localhost:8000[\s\S]*manifestStr[\s\S]*base64[\s\S]*422[\s\S]*loc[\s\S]*msg[\s\S]*type/,
    );
    expect(await start.locator('a[href="/oss/engine/guide/check_manifest"]').count()).toBe(1);
    // The sidebar leads back to the docs, and is 300 px wide.
    expect(await page.locator('.api-sidebar > a').first().getAttribute('href')).toBe('/oss/engine/guide/overview');
    expect((await page.locator('.api-aside').boundingBox())?.width).toBe(300);
    // Nested objects open in place: Table's columns list Column's fields.
    const tables = page.locator('#post-v2connectordata_sourcemetadatatables');
    await tables.locator('.api-responses summary', { hasText: '200' }).click();
    const columns = tables.locator('.api-children', { hasText: 'Fields of Column' }).first();
    expect(await columns.locator('.api-field-name', { hasText: 'notNull' }).isVisible()).toBe(false);
    await columns.locator('summary').click();
    expect(await columns.locator('.api-field-name', { hasText: 'notNull' }).isVisible()).toBe(true);
  }, 60_000);

  it('breaks paths only after a slash or before a brace, in the sidebar and the headings', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(route);
    const wrapped = await page.locator('.api-sidebar .api-path, .api-operation h3 .api-path').evaluateAll((paths) => {
      const broken: string[] = [];
      let wrappedPaths = 0;
      for (const path of paths) {
        const lines = new Set<number>();
        for (const piece of path.querySelectorAll('span')) {
          const rects = piece.getClientRects();
          // A piece on two lines would be a break inside it.
          if (rects.length !== 1) broken.push(`${path.textContent}: ${piece.textContent}`);
          lines.add(Math.round(rects[0]?.top ?? 0));
        }
        if (lines.size > 1) wrappedPaths++;
      }
      return { broken, wrappedPaths };
    });
    expect(wrapped.broken).toEqual([]);
    // The 300 px sidebar does wrap the long paths, so the check above saw real breaks.
    expect(wrapped.wrappedPaths).toBeGreaterThan(5);
  });

  it('puts the examples beside their operation from 1280 px, sticky while the text is read, and after it on a phone', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await page.goto(route);
    for (const anchor of [QUERY, '#get-health', '#post-v2connectordata_sourcemetadatatables', '#get-v2analysissql']) {
      const { text, examples } = await boxes(page, anchor);
      expect(examples.x, anchor).toBeGreaterThanOrEqual(text.x + text.width);
      expect(examples.y, anchor).toBeLessThan(text.y + 120);
      expect(examples.width, anchor).toBeGreaterThan(400);
    }
    // Scrolled halfway down the query's text, its examples are still on screen.
    await boxes(page, QUERY);
    // Twice: sections above may take their real size once the first scroll has laid them out.
    for (let i = 0; i < 2; i++) {
      await page.evaluate((anchor) => {
        const text = document.querySelector(`${anchor} .api-op-text`)!.getBoundingClientRect();
        window.scrollBy(0, text.top + text.height / 2);
      }, QUERY);
      await settled(page);
    }
    const text = (await page.locator(`${QUERY} .api-op-text`).boundingBox())!;
    expect(text.y).toBeLessThan(-300);
    const examples = (await page.locator(`${QUERY} .api-op-examples`).boundingBox())!;
    expect(examples.y).toBeGreaterThanOrEqual(0);
    expect(examples.y).toBeLessThan(200);

    const phone = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await phone.page.goto(route);
    const small = await boxes(phone.page, QUERY);
    expect(small.examples.y).toBeGreaterThanOrEqual(small.text.y + small.text.height);
    expect(small.examples.width).toBeLessThanOrEqual(390);
  }, 90_000);

  it('remembers the request language across operations and visits', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await ready(page);
    await page.locator(QUERY).scrollIntoViewIfNeeded();
    await page.locator(`${QUERY} .tab-label`, { hasText: 'JavaScript' }).click();
    // Every operation follows.
    expect(await page.locator('.api-lang input[data-lang="javascript"]:checked').count()).toBe(20);
    expect(await page.locator('#get-health .tab-panel:visible').textContent()).toContain("await fetch('http://localhost:8000/health')");
    await ready(page);
    await expect.poll(() => page.locator('.api-lang input[data-lang="javascript"]:checked').count()).toBe(20);
    await page.locator('#get-config').scrollIntoViewIfNeeded();
    expect(await page.locator('#get-config .tab-panel:visible').textContent()).toContain('fetch(');
    expect(errors).toEqual([]);
  }, 90_000);

  it('marks the operation in view in the sidebar', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await ready(page);
    await page.locator('.api-sidebar a[href="#post-v3connectordata_sourcequery"]').click();
    await expect
      .poll(() => page.locator('.api-sidebar [aria-current="location"]').getAttribute('href'))
      .toBe('#post-v3connectordata_sourcequery');
    await page.locator('#schema-TrinoConnectionInfo').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById('schema-TrinoConnectionInfo')!.scrollIntoView({ block: 'start' }));
    await expect
      .poll(() => page.locator('.api-sidebar [aria-current="location"]').getAttribute('href'))
      .toBe('#schema-TrinoConnectionInfo');
    // Its closed group opened, so the marked entry can be seen.
    expect(await page.locator('.api-sidebar a[href="#schema-TrinoConnectionInfo"]').isVisible()).toBe(true);
    expect(await page.locator('.api-sidebar [aria-current="location"]').count()).toBe(1);
  }, 90_000);

  it('opens Try it on one operation only, on the server URL the reader typed, and remembers it', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await ready(page);
    expect(await page.locator('.swagger-ui').count()).toBe(0);
    expect(scripts.some((url) => url.includes('swagger-ui'))).toBe(false);
    const health = page.locator('#get-health');
    await health.getByRole('button', { name: 'Try it' }).click();
    const panel = page.locator('#get-health-try');
    await panel.locator('.swagger-ui .opblock').first().waitFor({ timeout: 60_000 });
    expect(scripts.some((url) => url.includes('swagger-ui'))).toBe(true);
    // Swagger UI's own stylesheet is applied (its flex summary bar) under the site's look, and it shows this operation and nothing else.
    expect(await panel.locator('.swagger-ui .opblock-summary').evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    expect(await page.locator('.swagger-ui .opblock').count()).toBe(1);
    expect(await panel.locator('.opblock-summary-path').getAttribute('data-path')).toBe('/health');
    await panel.getByLabel('Server URL').fill(engineUrl);
    await panel.getByRole('button', { name: 'Use this server' }).click();
    await panel.locator('.swagger-ui .opblock .execute').waitFor({ timeout: 60_000 });
    await panel.locator('.swagger-ui .execute').click();
    await panel.locator('.live-responses-table .response-col_status').first().waitFor();
    expect(await panel.locator('.live-responses-table tbody .response-col_status').first().textContent()).toContain('200');
    expect(engineCalls).toContain('GET /health');
    // Closing takes the explorer away; another operation's Try it starts on the remembered server.
    await health.getByRole('button', { name: 'Close Try it' }).click();
    expect(await page.locator('.swagger-ui').count()).toBe(0);
    await ready(page);
    await page.locator('#get-config').getByRole('button', { name: 'Try it' }).click();
    await expect.poll(() => page.locator('#get-config-try').getByLabel('Server URL').inputValue()).toBe(engineUrl);
    await page.locator('#get-config-try .swagger-ui .opblock').waitFor({ timeout: 60_000 });
    expect(await page.locator('.swagger-ui .opblock').count()).toBe(1);
    expect(errors).toEqual([]);
  }, 180_000);

  /** Opens Try it on the query call and waits for Swagger UI's Execute button. */
  async function openQueryTryIt(page: Page) {
    await ready(page);
    await page.locator(QUERY).scrollIntoViewIfNeeded();
    await page.locator(QUERY).getByRole('button', { name: 'Try it' }).click();
    await page.locator(`${QUERY}-try .swagger-ui .execute`).waitFor({ timeout: 60_000 });
  }

  for (const width of [1280, 1440]) {
    it(`leaves an open Try it uncovered at ${width} px: the examples column steps aside`, async () => {
      const { page } = await openPage(browser, { viewport: { width, height: 900 } });
      await openQueryTryIt(page);
      const panel = `${QUERY}-try`;
      for (const target of [`${panel} input[type="url"]`, `${panel} .swagger-ui .execute`, `${panel} .swagger-ui .try-out__btn.cancel`]) {
        await page.locator(target).evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await settled(page);
        // The element at the target's centre is the target or inside it, not the sticky examples.
        const hit = await page.locator(target).evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top && (element === top || element.contains(top)) ? 'target' : (top?.closest('[class]')?.className ?? String(top));
        });
        expect(hit, target).toBe('target');
      }
    }, 120_000);
  }

  it("dresses Try it in the site's fonts and colours, with no light box left in dark mode", async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await openQueryTryIt(page);
      const look = await page.locator(`${QUERY}-try .api-explorer`).evaluate((explorer) => {
        const root = getComputedStyle(document.documentElement);
        const token = (name: string) => {
          // A custom property resolved to the colour the browser computes for it.
          const probe = document.createElement('span');
          probe.style.color = `var(${name})`;
          document.body.append(probe);
          const value = getComputedStyle(probe).color;
          probe.remove();
          return value;
        };
        const style = (selector: string) => getComputedStyle(explorer.querySelector(selector)!);
        const luminance = (color: string) => {
          const [r, g, b, a = 1] = color.match(/[\d.]+/g)!.map(Number);
          return { light: (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255, alpha: a };
        };
        const lightBoxes = [...explorer.querySelectorAll('*')]
          .filter((element) => {
            const { light, alpha } = luminance(getComputedStyle(element).backgroundColor);
            return alpha > 0.3 && light > 0.5 && (element as HTMLElement).offsetParent !== null;
          })
          // The method badge and the two action buttons (the site's own and Execute) stand out in the accent or the method's colour.
          .filter((element) => !element.matches('.opblock-summary-method, .btn.execute, .api-explorer-form .button'))
          .map((element) => element.className || element.tagName);
        const body = getComputedStyle(document.body).fontFamily;
        return {
          body,
          fonts: ['.opblock-summary-description', 'label', '.btn.execute', '.parameter__name'].map((s) => style(s).fontFamily),
          mono: style('textarea').fontFamily,
          textColor: style('.parameter__name').color,
          fg: token('--fg'),
          execute: style('.btn.execute').backgroundColor,
          accent: token('--accent'),
          field: style('textarea').borderTopColor,
          border: token('--border'),
          filter: style('.swagger-wrap').filter,
          lightBoxes,
          scheme: root.colorScheme,
        };
      });
      expect(look.scheme, theme).toBe(theme);
      expect(new Set(look.fonts), theme).toEqual(new Set([look.body]));
      expect(look.mono, theme).toMatch(/monospace/);
      expect(look.textColor, theme).toBe(look.fg);
      expect(look.execute, theme).toBe(look.accent);
      expect(look.field, theme).toBe(look.border);
      expect(look.filter, theme).toBe('none');
      if (theme === 'dark') expect(look.lightBoxes).toEqual([]);
    }
  }, 180_000);
});
