/**
 * Measures what pages of the built site cost a visitor:
 * 1. serves out/ with gzip on 127.0.0.1,
 * 2. loads each page in Chromium with a cold cache and waits for the network to settle,
 * 3. prints requests, bytes transferred, compressed JavaScript and CSS, and HTML bytes,
 * 4. on the API page, opens Try it on one operation and prints what Swagger UI adds.
 * Usage: npm run bench:weight   (after npm run build)
 */
import type { Page } from 'playwright-core';
import { startServer } from '@/lib/hosting/static-server';
import { launchBrowser } from '@/test/support/chromium';

const PAGES = [
  ['home', '/'],
  ['doc page', '/oss/engine/guide/model'],
  ['release page', '/cp/releases/0.24.0'],
  ['release list', '/cp/releases'],
  ['search page', '/search'],
  ['API page', '/oss/wren_engine_api/'],
];

interface Weight {
  requests: number;
  bytes: number;
  js: number;
  css: number;
  html: number;
}

function record(page: Page): Weight {
  const weight: Weight = { requests: 0, bytes: 0, js: 0, css: 0, html: 0 };
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes();
    const size = sizes.responseBodySize + sizes.responseHeadersSize;
    weight.requests += 1;
    weight.bytes += size;
    const type = request.resourceType();
    if (type === 'script') weight.js += sizes.responseBodySize;
    if (type === 'stylesheet') weight.css += sizes.responseBodySize;
    if (type === 'document') weight.html += sizes.responseBodySize;
  });
  return weight;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const server = await startServer('out', 0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const browser = await launchBrowser();
  console.log(
    'page'.padEnd(16),
    'requests'.padStart(8),
    'transferred'.padStart(12),
    'JS (gzip)'.padStart(11),
    'CSS (gzip)'.padStart(11),
    'HTML (gzip)'.padStart(12),
  );
  for (const [name, path] of PAGES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const weight = record(page);
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    console.log(
      name.padEnd(16),
      String(weight.requests).padStart(8),
      kb(weight.bytes).padStart(12),
      kb(weight.js).padStart(11),
      kb(weight.css).padStart(11),
      kb(weight.html).padStart(12),
    );
    if (path === '/oss/wren_engine_api/') {
      const before = { ...weight };
      await page.locator('#get-health button[data-try]').click();
      await page.locator('.swagger-ui .opblock').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      console.log(
        '  + Swagger UI'.padEnd(16),
        String(weight.requests - before.requests).padStart(8),
        kb(weight.bytes - before.bytes).padStart(12),
        kb(weight.js - before.js).padStart(11),
        kb(weight.css - before.css).padStart(11),
        ''.padStart(12),
      );
    }
    await context.close();
  }
  await browser.close();
  server.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
