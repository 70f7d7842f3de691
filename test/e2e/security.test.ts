import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CONTENT_SECURITY_POLICY } from '@/lib/hosting/security-headers';
import { openPage } from '@/test/support/chromium';
import { seededRandom } from '@/test/support/random';
import { browser } from '@/test/support/browser';

const base = inject('baseUrl');

/** Records Content-Security-Policy violations the page reports. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe('Content-Security-Policy', () => {
  it('is sent with every page, and the site runs without a single violation', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const violations = await watchCsp(page);
    const response = await page.goto(`${base}/`);
    expect(response?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    const seen: string[] = [];
    for (const route of ['/', '/cp/overview', '/oss/installation', '/cp/releases', '/cp/releases/0.24.0', '/search?q=snowflake']) {
      await page.goto(`${base}${route}`);
      await page.mouse.move(1, 1); // the home page starts the app at the reader's first interaction
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'));
      await page.waitForLoadState('networkidle');
      seen.push(...(await violations()));
    }
    await page.keyboard.press('Control+k');
    await page.locator('dialog input.search-input').fill('dry plan');
    await page.locator('.search-hit').first().waitFor();
    seen.push(...(await violations()));
    await page.goto(`${base}/oss/wren_engine_api/`);
    await page.waitForLoadState('networkidle');
    await page.locator('#get-health button[data-try]').click();
    await page.locator('.swagger-ui .opblock').first().waitFor({ timeout: 20_000 });
    seen.push(...(await violations()));
    expect(seen).toEqual([]);
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });
});

describe("each page's own policy", () => {
  it('keeps a javascript: link or an inline handler from running, even if one reached a page', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const violations = await watchCsp(page);
    // The build rejects such links in content; here one is slipped into the served HTML after the build.
    // The framework is held back so that hydration cannot replace the altered markup before the click.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.route(`${base}/cp/overview`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<h1>',
        '<a id="slipped" href="javascript:window.__pwned=1">slipped</a><img id="handler" src="/nope.png" onerror="window.__pwned=2"><h1>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${base}/cp/overview`);
    await page.locator('#slipped').click();
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const seen = await violations();
    expect(seen).toContain('script-src-elem inline');
    expect(seen).toContain('script-src-attr inline');
    expect(await page.locator('h1').first().textContent()).toBeTruthy();
  });

  it('lets the API page call any https: engine, and keeps other pages to the site and search', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const violations = await watchCsp(page);
    const tryEngine = () =>
      page.evaluate(() =>
        fetch('https://engine.example.test/v3/connector/postgres/query', { method: 'POST' }).then(
          () => 'sent',
          () => 'failed',
        ),
      );
    await page.goto(`${base}/oss/wren_engine_api/`);
    await tryEngine();
    expect(await violations()).toEqual([]);
    // Reaching another page from the API page is a document load, so that page's own list applies.
    await page.locator('a[href="/cp/overview"]:visible').first().click();
    await page.waitForURL(`${base}/cp/overview`);
    await tryEngine();
    expect((await violations()).filter((v) => v.startsWith('connect-src') && v.includes('engine.example.test'))).toHaveLength(1);
  });
});

const PIECES = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '%00',
  '\u202e',
  '🙂',
  '数据',
  'Ωμέγα',
  'snowflake',
  'row level',
  '\\',
  "'",
  '`',
  '&amp;',
  '\t',
];

describe('search input under fuzzing', () => {
  it('never runs what is typed, keeps the query at 64 characters, stays responsive and shows the newest answer', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    page.on('dialog', (dialog) => {
      errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto(`${base}/cp/overview`);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    const input = page.locator('dialog input.search-input');
    await input.waitFor();
    const next = seededRandom(42);
    for (let round = 0; round < 25; round++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 6) }, () => PIECES[Math.floor(next() * PIECES.length)]).join(' ');
      await input.fill(round % 5 === 0 ? text.repeat(10) : text);
      expect((await input.inputValue()).length).toBeLessThanOrEqual(64);
    }
    // Rapid typing: every keystroke starts a search; only the last may paint.
    await input.fill('');
    await input.pressSequentially('bigquery permissions', { delay: 5 });
    await expect.poll(() => page.locator('.search-hit').first().getAttribute('data-url'), { timeout: 10_000 }).toContain('bigquery');
    const started = Date.now();
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('.search-panel script, .search-panel img, .search-panel svg[onload]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('does the same on /search, whose address carries the text safely', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${base}/search?q=${encodeURIComponent('<img src=x onerror="window.__xss=1">snowflake')}`);
    await page.locator('.search-status, .search-screen').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect((await page.getByRole('searchbox').inputValue()).length).toBeLessThanOrEqual(64);
    const box = page.getByRole('searchbox');
    await box.fill('');
    await box.pressSequentially('snowflake key pair', { delay: 5 });
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('snowflake key pair');
    await expect.poll(() => page.locator('.search-hit a').first().getAttribute('href')).toContain('snowflake');
  });
});

describe('the build', () => {
  it('carries no admin key: the canary set for the build appears nowhere in out/', () => {
    const canary = process.env.ALGOLIA_ADMIN_KEY_CANARY ?? 'ci-canary-admin-key-4e1f9b';
    const files = readdirSync('out', { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const leaking = files
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => readFileSync(file, 'latin1').includes(canary));
    expect(files.length).toBeGreaterThan(100);
    expect(leaking).toEqual([]);
  });
});

describe('secrets', () => {
  it('has no key-like strings in out/: private keys, AWS access keys, OpenAI-style or Algolia admin-looking keys', () => {
    const PATTERNS = [
      /-----BEGIN (?:RSA |EC )?PRIVATE KEY-----\s*\n[A-Za-z0-9+/]{40}/,
      /\bAKIA[0-9A-Z]{16}\b/,
      /\bsk-[A-Za-z0-9]{32,}\b/,
      /ALGOLIA_ADMIN_KEY\s*[:=]\s*["']?[a-f0-9]{32}/i,
    ];
    const files = readdirSync('out', { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && /\.(html|js|json|txt|md|xml)$/.test(entry.name),
    );
    const found: string[] = [];
    for (const entry of files) {
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      for (const pattern of PATTERNS) if (pattern.test(text)) found.push(`${entry.name}: ${pattern}`);
    }
    expect(found).toEqual([]);
  });
});
