import { describe, expect, inject, it } from 'vitest';
import { openPage } from '@/test/support/chromium';
import { manifest, pageAt } from './manifest';
import { browser } from '@/test/support/browser';

const base = inject('baseUrl');

describe('home page', () => {
  it('leads to the cloud edition and to both open-source products', async () => {
    const { page, errors } = await openPage(browser);
    for (const [link, route] of [
      ['Create an organization', '/cp/getting_started/create_organization'],
      ['Start with Wren AI Core', '/oss/introduction'],
      ['Install and run the quickstart', '/oss/installation'],
    ] as const) {
      await page.goto(`${base}/`);
      await page.locator('.start-cta', { hasText: link }).click();
      await page.waitForURL(`${base}${route}`);
      expect(await page.locator('h1').textContent()).toBe(pageAt(route).title);
    }
    expect(errors).toEqual([]);
  });
});

describe('doc page', () => {
  it('marks the current page in the sidebar and moves the mark on navigation', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/cp/overview`);
    const current = page.locator('.doc-sidebar [aria-current="page"]');
    expect(await current.textContent()).toBe(pageAt('/cp/overview').sidebarLabel);
    const target = pageAt('/cp/getting_started/create_project');
    await page.locator('.doc-sidebar').getByRole('link', { name: target.sidebarLabel, exact: true }).click();
    await page.waitForURL(`${base}${target.route}`);
    await expect.poll(() => current.textContent()).toBe(target.sidebarLabel);
    expect(await page.locator('h1').textContent()).toBe(target.title);
    expect(errors).toEqual([]);
  });

  it('loads the links of a closed sidebar group when it is opened, with one request per sidebar', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const sidebarRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sidebars/')) sidebarRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(`${base}/cp/overview`);
    await page.waitForSelector('html[data-app-started]', { state: 'attached' });
    // Two groups closed on this page, found by their labels before opening either changes which are closed.
    const labels = (await page.locator('.doc-sidebar details.sidebar-group:not([open]) > summary').allTextContents()).slice(0, 2);
    for (const label of labels) {
      const details = page
        .locator('.doc-sidebar details.sidebar-group')
        .filter({ has: page.locator(':scope > summary', { hasText: label }) })
        .first();
      const group = findGroup(manifest.sidebars.cloud.items, label)!;
      await details.locator(':scope > summary').click();
      await expect.poll(() => details.locator(':scope > .sidebar-list > li').count()).toBe((group.href ? 1 : 0) + group.children.length);
    }
    expect(sidebarRequests).toEqual(['/sidebars/cloud.json']);
    expect(errors).toEqual([]);
  });

  it('walks the reading order with the previous and next links', async () => {
    const { page } = await openPage(browser);
    const start = pageAt('/cp/overview');
    await page.goto(`${base}${start.route}`);
    const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
    await pager.getByRole('link', { name: /^Next/ }).click();
    await page.waitForURL(`${base}${start.next!.href}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(pageAt(start.next!.href).title);
    await pager.getByRole('link', { name: /^Previous/ }).click();
    await page.waitForURL(`${base}${start.route}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(start.title);
  });

  it('lists h2 and h3 headings in the table of contents and marks the one in view', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const doc = pageAt('/oss/installation');
    await page.goto(`${base}${doc.route}`);
    const links = page.locator('.doc-toc .toc-link');
    expect(await links.allTextContents()).toEqual(doc.toc.map((heading) => heading.text));
    expect(await page.locator('.doc-toc').isVisible()).toBe(true);
    const middle = doc.toc[Math.floor(doc.toc.length / 2)];
    await page.locator(`.doc-toc a[href="#${middle.id}"]`).click();
    await expect.poll(() => page.locator('.doc-toc [aria-current]').getAttribute('data-toc-id')).toBe(middle.id);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.locator('.doc-toc [aria-current]').getAttribute('data-toc-id')).toBe(doc.toc.at(-1)!.id);
  });

  it('copies a code block with its copy button', async () => {
    const { page } = await openPage(browser);
    // Headless Chromium has no system clipboard to read back: record what the page writes to it.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: {
          writeText: async (text: string) => {
            (window as unknown as { copied: string }).copied = text;
          },
        },
      });
    });
    await page.goto(`${base}/oss/installation`);
    const block = page.locator('figure.code-block').first();
    const code = await block.locator('pre').innerText();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect.poll(() => block.locator('button').textContent()).toBe('Copied');
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(code.replace(/\n$/, ''));
  });

  it('hides the table of contents and the sidebar below 996 px; without JavaScript the sidebar folds behind a toggle', async () => {
    const { page } = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await page.goto(`${base}/cp/overview`);
    expect(await page.locator('.doc-toc').isVisible()).toBe(false);
    expect(await page.locator('.doc-sidebar').isVisible()).toBe(false);
    const { page: plain } = await openPage(browser, { viewport: { width: 400, height: 800 }, javaScriptEnabled: false });
    await plain.goto(`${base}/cp/overview`);
    const sidebarLink = plain.locator('.doc-sidebar .sidebar-link').first();
    expect(await sidebarLink.isVisible()).toBe(false);
    await plain.locator('.sidebar-toggle').click();
    expect(await sidebarLink.isVisible()).toBe(true);
  });
});

describe('tabs', () => {
  it('keep the chosen tab across reloads, and show a remembered choice after a client navigation', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/oss/installation`);
    await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
    await page.locator('.tab-label', { hasText: 'Windows' }).first().click();
    await page.reload();
    expect(await page.locator('.tabs[data-tab-group="macOS|Linux|Windows"] input:checked').getAttribute('value')).toBe('Windows');
    await page.goto(`${base}/oss/engine/guide/model`);
    await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
    await page.evaluate(() => localStorage.setItem('docs-tabs', JSON.stringify({ 'Static|Dynamic': 'Dynamic' })));
    await page.locator('.doc-sidebar a[href="/oss/engine/guide/dynamic_query"]').click();
    await page.waitForURL(`${base}/oss/engine/guide/dynamic_query`);
    await expect.poll(() => page.locator('.tabs[data-tab-group] input:checked').first().getAttribute('value')).toBe('Dynamic');
    expect(errors).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('carries the whole page in the HTML: title, content, sidebar, TOC and working tabs', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const doc = pageAt('/oss/installation');
    await page.goto(`${base}${doc.route}`);
    expect(await page.locator('h1').textContent()).toBe(doc.title);
    // Every top-level entry of the sidebar is there, the current page is marked, and a closed group is a label with a link to its
    // first page.
    expect(await page.locator('.doc-sidebar .sidebar-nav > .sidebar-list > li').count()).toBe(manifest.sidebars[doc.sidebar!].items.length);
    expect(await page.locator('.doc-sidebar [aria-current="page"]').textContent()).toBe(doc.sidebarLabel);
    const closed = page.locator('.doc-sidebar details.sidebar-group:not([open])').first();
    await closed.locator(':scope > summary').click();
    expect(await closed.locator('.sidebar-link').first().getAttribute('href')).toMatch(/^\/oss\//);
    expect(await page.locator('.doc-toc .toc-link').count()).toBe(doc.toc.length);
    expect(await page.locator('.copy-button').first().isVisible()).toBe(false);
    const tabs = page.locator('.tabs').first();
    const panels = tabs.locator(':scope > .tab-panel');
    expect(await panels.nth(0).isVisible()).toBe(true);
    expect(await panels.nth(1).isVisible()).toBe(false);
    await tabs.locator(':scope > .tab-label').nth(1).click();
    expect(await panels.nth(0).isVisible()).toBe(false);
    expect(await panels.nth(1).isVisible()).toBe(true);
  });
});

describe('addresses', () => {
  it('serves the not-found page with status 404 for unknown paths', async () => {
    const { page } = await openPage(browser);
    const response = await page.goto(`${base}/cp/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
  });

  it('ends .html and /index.html paths at the clean path, on hosts that redirect and hosts that do not', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${base}/cp/overview.html`);
    expect(new URL(page.url()).pathname).toBe('/cp/overview');
    await page.goto(`${inject('plainBaseUrl')}/cp/overview.html#what-you-can-do`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cp/overview');
    expect(new URL(page.url()).hash).toBe('#what-you-can-do');
    await page.goto(`${inject('plainBaseUrl')}/index.html`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('ends at the right page, not the not-found page, on a host that serves only files and 404.html', async () => {
    const plain = inject('plainBaseUrl');
    const { page } = await openPage(browser);
    const addresses = [
      ['/cp/overview/index.html?from=old#what-you-can-do', '/cp/overview'],
      ['/cp/releases/index.html', '/cp/releases'],
      ['/oss/installation.html', '/oss/installation'],
      ['/oss/wren_engine_api/', '/oss/wren_engine_api'],
      ['/cp/overview/', '/cp/overview'],
    ];
    for (const [address, clean] of addresses) {
      await page.goto(`${plain}${address}`);
      await expect.poll(() => new URL(page.url()).pathname).toBe(clean);
      // The not-found page reloads itself at the clean address; wait for the page that answers there.
      await expect
        .poll(() =>
          page
            .locator('h1')
            .first()
            .textContent()
            .catch(() => 'Page not found'),
        )
        .not.toBe('Page not found');
      expect(new URL(page.url()).search + new URL(page.url()).hash, address).toBe(address.includes('?') ? '?from=old#what-you-can-do' : '');
    }
    const miss = await page.goto(`${plain}/cp/no-such-page.html`);
    expect(miss?.status()).toBe(404);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cp/no-such-page');
    expect(await page.locator('h1').textContent()).toBe('Page not found');
  });

  it('gets the same headers from nginx as from the preview server', async () => {
    const fromNginx = await fetch(`${inject('plainBaseUrl')}/cp/overview`);
    const fromPreview = await fetch(`${base}/cp/overview`);
    expect(fromNginx.status).toBe(200);
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy'])
      expect(fromNginx.headers.get(name), name).toBe(fromPreview.headers.get(name));
    expect(fromNginx.headers.get('strict-transport-security')).toContain('max-age=');
    const markdown = await fetch(`${inject('plainBaseUrl')}/cp/overview.md`);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('content-security-policy')).toBe(fromPreview.headers.get('content-security-policy'));
  });
});

type Item = (typeof manifest.sidebars)[string]['items'][number];
function findGroup(items: Item[], label: string): Extract<Item, { type: 'group' }> | undefined {
  for (const item of items) {
    if (item.type !== 'group') continue;
    if (item.label === label) return item;
    const inner = findGroup(item.children, label);
    if (inner) return inner;
  }
  return undefined;
}
