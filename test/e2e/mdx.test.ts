import { describe, expect, inject, it } from 'vitest';
import { openPage } from '@/test/support/chromium';
import { APP_STARTED_ATTRIBUTE } from '@/lib/browser/app-started';
import { mdlFields } from '@/lib/engine-mdl/fields';
import { browser } from '@/test/support/browser';

const base = inject('baseUrl');
const PAGE = '/oss/engine/guide/check_manifest';

describe('an MDX page with a server component and a client island', () => {
  it('renders both without JavaScript: the schema tables and the checker with its first verdict', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${base}${PAGE}`);
    const modelTable = page.locator('h3#a-model + table');
    expect(await modelTable.locator('tbody tr').count()).toBe(mdlFields('model').length);
    expect(await modelTable.locator('tbody tr').first().innerText()).toContain('name');
    await expect.poll(() => page.getByRole('status').innerText()).toMatch(/Valid manifest: 2 models, 1 relationship/);
    expect(await page.getByLabel('Manifest (JSON)').inputValue()).toContain('"orders_customers"');
  });

  it('checks what the reader types once the island has hydrated, and loads its code only on this page', async () => {
    const { page, errors } = await openPage(browser);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto(`${base}${PAGE}`);
    const box = page.getByLabel('Manifest (JSON)');
    const status = page.getByRole('status');
    // Typing into the box before hydration would be lost, so wait until React owns it.
    await expect
      .poll(
        async () => {
          await box.fill('{"catalog": "wren", "schema": "shop", "models": [{"name": "orders", "columns": [{"name": "id"}]}]}');
          return status.innerText();
        },
        { timeout: 15_000 },
      )
      .toContain('2 problems');
    expect(await status.innerText()).toContain('/models/0: needs exactly one of "tableReference", "refSql", "baseObject"');
    expect(await status.innerText()).toContain('/models/0/columns/0: does not have required property "type"');
    await box.fill('{"catalog": "wren", "schema": "shop"}');
    await expect.poll(() => status.innerText()).toContain('Valid manifest: no models yet');
    expect(await status.locator('pre').innerText()).toBe(Buffer.from('{"catalog":"wren","schema":"shop"}').toString('base64'));
    expect(errors).toEqual([]);

    const islandScripts = new Set(scripts);
    const other = await openPage(browser);
    const otherScripts: string[] = [];
    other.page.on('response', (response) => {
      if (response.url().endsWith('.js')) otherScripts.push(response.url());
    });
    await other.page.goto(`${base}/oss/engine/guide/model`);
    await other.page.waitForSelector(`html[${APP_STARTED_ATTRIBUTE}]`, { state: 'attached' });
    await other.page.waitForLoadState('networkidle');
    const onlyOnMdxPage = [...islandScripts].filter((url) => !otherScripts.includes(url));
    expect(onlyOnMdxPage.length).toBeGreaterThan(0);
  });
});
