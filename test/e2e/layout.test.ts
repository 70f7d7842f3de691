/**
 * The defects of issue #26, each measured with bounding boxes and computed styles in Chromium.
 * Every test here failed on the site before the fix (checked against that build's out/).
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '@/test/support/chromium';
import { browser } from '@/test/support/browser';

const base = inject('baseUrl');
const plainBase = inject('plainBaseUrl');
// Each test opens its own context: close them as it ends, so a long file does not pile up renderers.
afterEach(async () => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// The home page starts the app at the reader's first interaction: the pointer arriving is one.
const started = async (page: Page) => {
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'));
};
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe('sticky sidebars and the hiding navbar', () => {
  it('move up with the navbar when it hides and back under it when it shows, with no band and no overlap', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/oss/installation`);
    await started(page);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.locator('header.navbar').getAttribute('class')).toContain('navbar-hidden');
    await page.waitForTimeout(400);
    expect((await box(page, 'header.navbar')).y + 60).toBeLessThanOrEqual(1);
    for (const selector of ['.doc-sidebar', '.doc-toc']) {
      const hidden = await box(page, selector);
      expect(Math.abs(hidden.y), `${selector} top with the navbar away`).toBeLessThanOrEqual(1);
      expect(Math.abs(hidden.y + hidden.height - 800), `${selector} bottom`).toBeLessThanOrEqual(1);
    }
    await page.mouse.wheel(0, -300);
    await expect.poll(() => page.locator('header.navbar').getAttribute('class')).not.toContain('navbar-hidden');
    await page.waitForTimeout(400);
    const navbar = await box(page, 'header.navbar');
    for (const selector of ['.doc-sidebar', '.doc-toc']) {
      const shown = await box(page, selector);
      expect(Math.abs(shown.y - (navbar.y + navbar.height)), `${selector} under the navbar`).toBeLessThanOrEqual(1);
    }
  });
});

describe('a 390 px phone', () => {
  for (const path of [
    '/',
    '/cp/overview',
    '/oss/installation',
    '/oss/engine/guide/check_manifest',
    '/search?q=snowflake',
    '/cp/overveiw',
  ]) {
    it(`shows ${path} no wider than the screen, with the colour-mode button inside it`, async () => {
      const { page } = await openPage(browser, phone);
      await page.goto(`${base}${path}`);
      await started(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const toggle = (await page
        .locator('header.navbar')
        .getByRole('button', { name: /^Color mode/ })
        .boundingBox())!;
      expect(toggle.x).toBeGreaterThanOrEqual(0);
      expect(toggle.x + toggle.width).toBeLessThanOrEqual(390);
    });
  }

  it('reaches the docs version and the language from the menu', async () => {
    const { page } = await openPage(browser, phone);
    await page.goto(`${base}/cp/overview`);
    await started(page);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const version = menu.getByLabel('Product edition');
    expect(await version.isVisible()).toBe(true);
    const at = (await version.boundingBox())!;
    expect(at.x + at.width).toBeLessThanOrEqual(390);
    expect(await menu.getByRole('button', { name: /^Color mode/ }).isVisible()).toBe(true);
    expect(await menu.locator('summary[aria-label="Language: English"]').isVisible()).toBe(true);
    await version.selectOption('oss-0.29.2');
    await page.waitForURL(`${base}/oss/overview/genbi_classic`);
  });
});

describe('breadcrumbs', () => {
  it('wrap with the separator at the end of a line, never at the start of the next', async () => {
    const { page } = await openPage(browser, phone);
    await page.goto(`${base}/oss/engine/guide/check_manifest`);
    const items = await page.locator('.breadcrumbs li').evaluateAll((lis) =>
      lis.map((li) => ({
        left: li.getBoundingClientRect().left,
        top: li.getBoundingClientRect().top,
        before: getComputedStyle(li, '::before').content,
        after: getComputedStyle(li, '::after').content,
      })),
    );
    const left = items[0].left;
    expect(new Set(items.map((item) => item.top)).size, 'the trail wraps at 390 px').toBeGreaterThan(1);
    const lineStarts = items.filter((item, index) => index > 0 && Math.abs(item.left - left) < 1);
    expect(lineStarts.length).toBeGreaterThan(0);
    for (const item of lineStarts) expect(item.before).not.toContain('›');
    expect(items.slice(0, -1).every((item) => item.after.includes('›'))).toBe(true);
    expect(items.at(-1)!.after).not.toContain('›');
  });
});

describe('the current sidebar entry', () => {
  it('is in view in the desktop sidebar on load, and the page stays at the top', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/oss/engine/guide/check_manifest`);
    const sidebar = await box(page, '.doc-sidebar');
    const current = await box(page, '.doc-sidebar [aria-current="page"]');
    expect(current.y).toBeGreaterThanOrEqual(sidebar.y);
    expect(current.y + current.height).toBeLessThanOrEqual(Math.min(sidebar.y + sidebar.height, 800));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('is in view when the phone menu opens, and the page stays where it was', async () => {
    const { page } = await openPage(browser, phone);
    await page.goto(`${base}/oss/engine/guide/check_manifest`);
    await started(page);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    const current = (await menu.locator('[aria-current="page"]').boundingBox())!;
    expect(current.y).toBeGreaterThanOrEqual(60);
    expect(current.y + current.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('Copy page', () => {
  it('sits in the same place on a page with a short title and one with a long title: above the title, at the right', async () => {
    for (const viewport of [desktop, phone]) {
      const { page } = await openPage(browser, viewport);
      for (const path of ['/cp/overview', '/oss/engine/guide/check_manifest', '/cp/guide/connect/bigquery']) {
        await page.goto(`${base}${path}`);
        const button = (await page.getByRole('button', { name: 'Copy page' }).boundingBox())!;
        const title = await box(page, '.doc-article h1');
        const article = await box(page, '.doc-article');
        expect(button.y + button.height, `${path}: above the title`).toBeLessThanOrEqual(title.y);
        expect(Math.abs(button.x + button.width - (article.x + article.width)), `${path}: at the right`).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('inline code in table cells', () => {
  it('never breaks inside a name: only between the pieces the content build cut (after _ . / or at a space)', async () => {
    const { page } = await openPage(browser, phone);
    await page.goto(`${base}/oss/installation`);
    const broken = await page.locator('.markdown td code').evaluateAll((codes) =>
      codes
        .flatMap((code): Element[] => (code.classList.contains('code-pieces') ? [...code.querySelectorAll(':scope > span')] : [code]))
        .filter((piece) => piece.getClientRects().length > 1)
        .map((piece) => piece.textContent),
    );
    expect(broken).toEqual([]);
    expect(await page.locator('.markdown td code', { hasText: 'EXPERIMENTAL_ENGINE_RUST_VERSION' }).count()).toBeGreaterThan(0);
  });
});

describe('sidebar categories', () => {
  it('have labels unique within the open-source sidebar, a caret and one weight; pages another', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/oss/engine/guide/check_manifest`);
    const labels = await page.locator('.doc-sidebar .sidebar-group-label').allTextContents();
    expect(labels.length).toBeGreaterThan(10);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
    const styles = await page.locator('.doc-sidebar .sidebar-group-label').evaluateAll((summaries) =>
      summaries.map((summary) => ({
        weight: getComputedStyle(summary).fontWeight,
        caret: getComputedStyle(summary, '::after').borderRightStyle === 'solid' && getComputedStyle(summary, '::after').width !== 'auto',
      })),
    );
    expect(new Set(styles.map((style) => style.weight))).toEqual(new Set(['600']));
    expect(styles.every((style) => style.caret)).toBe(true);
    const pageWeights = await page
      .locator('.doc-sidebar .sidebar-link:not([aria-current])')
      .evaluateAll((links) => [...new Set(links.map((link) => getComputedStyle(link).fontWeight))]);
    expect(pageWeights).toEqual(['400']);
  });
});

describe('search result cards', () => {
  it(
    'on /search: the title is the only link, underlined on hover only; path and snippet plain; matches ' + 'marked with a background',
    async () => {
      const { page } = await openPage(browser, desktop);
      await page.goto(`${base}/search?q=snowflake`);
      const card = page.locator('.search-hit').first();
      await card.waitFor();
      expect(await card.locator('a').count()).toBe(1);
      const title = card.locator('a');
      expect(await title.getAttribute('class')).toContain('hit-title');
      const decoration = () => title.evaluate((a) => getComputedStyle(a).textDecorationLine);
      expect(await decoration()).toBe('none');
      await title.hover();
      expect(await decoration()).toBe('underline');
      const plain = await card
        .locator('.hit-snippet, .hit-path')
        .evaluateAll((nodes) => nodes.map((node) => [node.closest('a') === null, getComputedStyle(node).textDecorationLine]));
      expect(plain.length).toBeGreaterThan(0);
      expect(plain.every(([outside, line]) => outside && line === 'none')).toBe(true);
      const mark = await card
        .locator('mark')
        .first()
        .evaluate((node) => ({ bg: getComputedStyle(node).backgroundColor, line: getComputedStyle(node).textDecorationLine }));
      expect(mark.line).toBe('none');
      expect(mark.bg).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    },
  );

  it('in the modal: nothing underlined until hover, matches marked with a background', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/cp/overview`);
    await started(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Search' }).locator('input.search-input').fill('snowflake');
    const hit = page.locator('dialog .search-results:not([data-partial]) .search-hit').nth(1);
    await hit.waitFor();
    const lines = await hit
      .locator('.hit-title, .hit-path, .hit-snippet, mark')
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).textDecorationLine));
    expect(lines.every((line) => line === 'none')).toBe(true);
    const bg = await hit
      .locator('mark')
      .first()
      .evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(bg).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  });

  it('keeps at most 4 recent searches in storage once a favourite is saved', async () => {
    const { page } = await openPage(browser, desktop);
    await page.addInitScript(() => {
      if (localStorage.getItem('search-recent')) return;
      const recent = ['overview', 'privacy', 'guide/dbt', 'guide/billing', 'guide/account', 'guide/sharing', 'guide/slack'].map((id) => ({
        url: `/cp/${id}`,
        title: id,
        section: 'Wren AI Cloud',
      }));
      localStorage.setItem('search-recent', JSON.stringify(recent));
    });
    await page.goto(`${base}/cp/overview`);
    await started(page);
    await page.keyboard.press('Control+k');
    const recent = page.getByRole('region', { name: 'Recent' });
    await recent.waitFor();
    await recent
      .getByRole('button', { name: /as a favourite/ })
      .first()
      .click();
    await page.getByRole('region', { name: 'Favourites' }).waitFor();
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('search-recent') ?? '[]').length);
    await expect.poll(stored).toBeLessThanOrEqual(4);
  });
});

describe('home page', () => {
  for (const viewport of [desktop, phone]) {
    it(`has a search field above the fold at ${viewport.viewport.width} px that opens the search modal`, async () => {
      const { page } = await openPage(browser, viewport);
      await page.goto(`${base}/`);
      const field = page.locator('main').getByRole('searchbox', { name: 'Search the documentation' });
      const at = (await page.locator('main').getByRole('search').boundingBox())!;
      expect(at.y + at.height).toBeLessThanOrEqual(viewport.viewport.height);
      expect(at.width).toBeGreaterThanOrEqual(Math.min(320, viewport.viewport.width - 48));
      // Before the app has started: the click starts it and is held until it can open the modal.
      await field.click();
      await page.getByRole('dialog', { name: 'Search' }).locator('input.search-input').waitFor();
    });
  }

  it('starts each edition with its steps, the install commands shown; six product tiles with icons; a popular row', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/`);
    const cards = page.locator('.start-card');
    expect(await cards.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      const steps = await cards.nth(i).locator('.start-steps > li').count();
      expect(steps).toBeGreaterThanOrEqual(2);
      expect(steps).toBeLessThanOrEqual(3);
    }
    expect(
      await cards
        .nth(0)
        .getByRole('link', { name: /Create an organization/ })
        .first()
        .getAttribute('href'),
    ).toBe('/cp/getting_started/create_organization');
    expect(await cards.nth(1).locator('pre code').textContent()).toContain('pip install "wrenai[postgres,memory,ui]"');
    expect(
      await cards
        .nth(1)
        .getByRole('link', { name: /Wren AI Core/ })
        .getAttribute('href'),
    ).toBe('/oss/introduction');
    expect(await cards.nth(2).locator('pre code').textContent()).toContain('curl -L -o "$ASSET"');
    const tiles = page.locator('.home-tile');
    expect(await tiles.count()).toBe(6);
    expect(await tiles.locator('svg').count()).toBe(6);
    expect(await page.locator('.home-popular a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/cp/guide/connect/bigquery',
      '/cp/guide/modeling/relationships',
      '/cp/guide/security/rls',
      '/oss/wren_engine_api',
    ]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`shows the product's ${scheme} logo with its size, and no placeholder letter`, async () => {
      const { page } = await openPage(browser, { ...desktop, colorScheme: scheme });
      await page.addInitScript((s) => localStorage.setItem('theme', s), scheme);
      await page.goto(`${base}/`);
      const visible = page.locator('.navbar-brand img:visible');
      expect(await visible.count()).toBe(1);
      expect(await visible.getAttribute('src')).toBe(scheme === 'light' ? '/img/logo/wrenai-logo.png' : '/img/logo/wrenai-logo-white.png');
      expect([await visible.getAttribute('width'), await visible.getAttribute('height')]).toEqual(['117', '28']);
      await expect.poll(() => visible.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      expect(await page.locator('.navbar-brand').textContent()).not.toMatch(/^W/);
    });
  }
});

describe('not-found page', () => {
  it('answers 404 from the preview server and from nginx', async () => {
    for (const origin of [base, plainBase]) expect((await fetch(`${origin}/cp/overveiw`)).status).toBe(404);
  });

  it('offers the nearest page by spelling, by its title, and a search field, with the footer at the bottom of the window', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1440, height: 1300 } });
    await page.goto(`${base}/cp/overveiw`);
    const suggestion = page.locator('.did-you-mean a').first();
    await suggestion.waitFor();
    expect(await suggestion.getAttribute('href')).toBe('/cp/overview');
    expect(await suggestion.textContent()).toBe('Wren AI Cloud overview');
    expect(await page.locator('.did-you-mean li').first().textContent()).toBe('Wren AI Cloud overview · Wren AI Cloud');
    expect(await page.locator('main').getByRole('searchbox').count()).toBe(1);
    const footer = await box(page, 'footer');
    expect(Math.abs(footer.y + footer.height - 1300)).toBeLessThanOrEqual(1);
  });
});
