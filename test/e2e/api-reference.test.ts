import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './browser';

const base = inject('baseUrl');
let browser: Browser;
let engine: Server;
let engineUrl: string;
const engineCalls: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  // A stand-in Wren Engine on 127.0.0.1 that answers the health check, with CORS for the docs origin.
  engine = createServer((request, response) => {
    engineCalls.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'content-type': 'application/json' });
    response.end(request.method === 'OPTIONS' ? '' : JSON.stringify({ status: 'ok' }));
  });
  await new Promise<void>((resolve) => engine.listen(0, '127.0.0.1', resolve));
  engineUrl = `http://127.0.0.1:${(engine.address() as { port: number }).port}`;
});
afterAll(async () => {
  await browser?.close();
  engine?.close();
});

describe('engine API reference', () => {
  it('describes every operation and schema in the HTML, without JavaScript', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/oss/wren_engine_api/`);
    expect(await page.locator('.api-operation').count()).toBe(20);
    expect(await page.locator('.api-operation .badge-deprecated').count()).toBe(10);
    const query = page.locator('#post-v3connectordata_sourcequery');
    expect(await query.locator('.api-table').first().textContent()).toContain('dryRun');
    expect(await query.locator('figure.code-block').count()).toBe(2);
    expect(await page.locator('#schema-TrinoConnectionInfo').textContent()).toContain('8080');
    const aside = await page.locator('.api-aside').boundingBox();
    expect(aside?.width).toBe(300);
  });

  it('loads Swagger UI only when asked, on the server URL the reader typed, and remembers it', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const scripts: string[] = [];
    page.on('response', (response) => { if (response.request().resourceType() === 'script') scripts.push(response.url()); });
    await page.goto(`${base}/oss/wren_engine_api/`, { waitUntil: 'networkidle' });
    expect(await page.locator('.swagger-ui').count()).toBe(0);
    const before = scripts.length;
    await page.getByLabel('Server URL').fill(engineUrl);
    await page.getByRole('button', { name: 'Open the interactive explorer' }).click();
    await page.locator('.swagger-ui .opblock').first().waitFor({ timeout: 20_000 });
    expect(scripts.length).toBeGreaterThan(before);
    // Swagger UI's own stylesheet is applied, not only its markup.
    expect(await page.locator('.swagger-ui .opblock').first().evaluate((element) => getComputedStyle(element).borderRadius)).toBe('4px');
    expect(await page.locator('.swagger-ui .servers select').inputValue()).toBe(engineUrl);
    const health = page.locator('.swagger-ui .opblock').filter({ has: page.locator('.opblock-summary-path[data-path="/health"]') });
    await health.locator('.opblock-summary').click();
    await health.locator('.try-out__btn').click();
    await health.locator('.execute').click();
    await health.locator('.responses-table.live-responses-table').waitFor();
    expect(await health.locator('.live-responses-table tbody .response-col_status').first().textContent()).toContain('200');
    expect(engineCalls).toContain('GET /health');
    await page.reload();
    await expect.poll(() => page.getByLabel('Server URL').inputValue()).toBe(engineUrl);
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
  });
});
