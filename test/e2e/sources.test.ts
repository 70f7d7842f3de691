import { describe, expect, inject, it } from 'vitest';
import { openPage } from '@/test/support/chromium';
import { pageAt } from './manifest';
import { siteConfig } from '@/lib/config/site-config';
import { CLASSIC, WHAT_CHANGED_ROUTE } from '@/lib/config/release-line';
import { browser } from '@/test/support/browser';

const base = inject('baseUrl');
const plain = inject('plainBaseUrl');
const desktop = { viewport: { width: 1280, height: 800 } };

describe('sources at the foot of a page', () => {
  it('are a closed Sources disclosure that opens to readable labels linked to GitHub at the tag', async () => {
    const { page, errors } = await openPage(browser, desktop);
    const snowflake = pageAt('/cp/guide/connect/snowflake');
    await page.goto(`${base}${snowflake.route}`);
    const sources = page.locator('details.page-sources');
    expect(await sources.getAttribute('open')).toBeNull();
    expect(await sources.locator('summary').textContent()).toBe('Sources');
    const links = sources.locator('li a');
    expect(await links.first().isVisible()).toBe(false);
    await sources.locator('summary').click();
    expect(await links.first().isVisible()).toBe(true);
    const linked = snowflake.sources.filter((source) => source.href);
    expect(await links.allTextContents()).toEqual(linked.map((source) => source.label));
    const properties = sources.getByRole('link', { name: 'wren-ui · SnowflakeProperties.tsx · WrenAI 0.29.2' });
    expect(await properties.getAttribute('href')).toBe(
      'https://github.com/Canner/WrenAI/blob/0.29.2/wren-ui/src/components/pages/setup/dataSources/SnowflakeProperties.tsx',
    );
    expect(await sources.textContent()).not.toMatch(/\w\/\w+@\d/);
    expect(errors).toEqual([]);
  });

  it("show a former address of this site as the page it became, and leave out the page's own", async () => {
    const { page } = await openPage(browser, desktop);
    // content/cp/guide/sharing.md cites docs.getwren.ai/cloud/guide/sharing (itself), /cp/guide/collaboration/manage-members-roles
    // and /cloud/guide/data-security, all former addresses.
    await page.goto(`${base}/cp/guide/sharing`);
    const sources = page.locator('details.page-sources');
    await sources.locator('summary').click();
    const security = sources.getByRole('link', { name: `Wren AI docs · ${pageAt('/cp/guide/data-security').title}` });
    expect(await security.getAttribute('href')).toBe('/cp/guide/data-security');
    const hrefs = await sources.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const own = hrefs.filter((href) => /^\/(?!\/)|docs\.getwren\.ai/.test(href));
    expect(own).toEqual(['/cp/guide/manage-members-roles', '/cp/guide/data-security']);
  });
});

describe('version notice', () => {
  it('is one slim line on a GenBI Classic page, right before its first paragraph, and absent from other pages', async () => {
    const { page } = await openPage(browser, desktop);
    for (const route of ['/oss/guide/connect/snowflake', '/oss/installation', '/oss/engine/guide/model', '/oss/overview/genbi_classic']) {
      await page.goto(`${base}${route}`);
      const notes = page.locator('.doc-article [role="note"]');
      expect(await notes.count(), route).toBe(1);
      expect(await notes.textContent(), route).toContain(`${CLASSIC.name} ${CLASSIC.version}`);
      expect((await notes.boundingBox())!.height, `${route}: the notice is one line`).toBeLessThanOrEqual(40);
      // Between the title and the first paragraph: the notice, then the Markdown, whose first element is a paragraph.
      const order = await page.evaluate(() => {
        const note = document.querySelector('.doc-article [role="note"]')!;
        const body = note.nextElementSibling;
        return { before: note.previousElementSibling?.className, body: body?.className, first: body?.firstElementChild?.tagName };
      });
      expect(order, route).toEqual({ before: 'doc-title', body: 'markdown', first: 'P' });
    }
    await page.locator('.version-notice a').click();
    await page.waitForURL(`${base}/oss/overview/introduction`);
    for (const route of ['/oss/overview/introduction', WHAT_CHANGED_ROUTE, '/oss/introduction', '/cp/overview']) {
      await page.goto(`${base}${route}`);
      expect(await page.locator('.version-notice').count(), route).toBe(0);
    }
  });

  it('names the open-source docs version GenBI Classic 0.29.2 in the version dropdown', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/`);
    expect(await page.getByLabel('Product edition').locator('option').allTextContents()).toContain('GenBI Classic 0.29.2');
  });

  it('has an announcement about the new core that links to the What changed page', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/cp/overview`);
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.textContent()).toContain('open source has a new core');
    expect(await bar.getByRole('link', { name: siteConfig.announcement!.link!.label }).getAttribute('href')).toBe(WHAT_CHANGED_ROUTE);
  });
});

describe('former addresses', () => {
  it('answer with a 301 to the page from a host with redirect rules (nginx)', async () => {
    const answer = await fetch(`${plain}/cloud/guide/manage-members-roles?from=old`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(new URL(answer.headers.get('location')!, plain).pathname + new URL(answer.headers.get('location')!, plain).search).toBe(
      '/cp/guide/manage-members-roles?from=old',
    );
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect((await fetch(`${plain}/cloud/guide/no-such-page`)).status).toBe(404);
  });

  it('go on to the page from the not-found page of a host without redirect rules, and an unknown address stays not found', async () => {
    const { page } = await openPage(browser, desktop);
    const first = await page.goto(`${base}/cp/guide/account/billing#credits`);
    expect(first?.status()).toBe(404);
    await page.waitForURL(`${base}/cp/guide/billing#credits`);
    expect(await page.locator('h1').textContent()).toBe(pageAt('/cp/guide/billing').title);
    const miss = await page.goto(`${base}/cloud/guide/no-such-page`);
    expect(miss?.status()).toBe(404);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/cloud/guide/no-such-page');
    expect(await page.locator('h1').textContent()).toBe('Page not found');
  });
});

describe('the open-source start page', () => {
  it("shows Wren AI Core's start path on its first screen and sits in the Core sidebar, not GenBI Classic's", async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/oss/overview/introduction`);
    const inFirstScreen = async (selector: string) => {
      const at = await page.locator(selector).first().boundingBox();
      return at !== null && at.y + at.height <= 800;
    };
    for (const href of ['/oss/get_started/installation', '/oss/get_started/quickstart', '/oss/get_started/quickstart-with-agent']) {
      expect(await inFirstScreen(`.markdown ol a[href="${href}"]`), href).toBe(true);
    }
    expect(await page.locator('.markdown pre').first().textContent()).toContain('npx skills add Canner/WrenAI');
    expect(await inFirstScreen('.markdown pre')).toBe(true);
    expect(await page.locator('.sidebar-title').textContent()).toBe('Wren AI Core');
    expect(await page.locator('.doc-sidebar [aria-current="page"]').textContent()).toBe('Overview');
    expect(await page.getByLabel('Product edition').inputValue()).toBe('core');
    // GenBI Classic comes after Core, as the legacy line, with its own introduction.
    const classic = page.locator('.markdown h2', { hasText: 'GenBI Classic' });
    expect(await classic.count()).toBe(1);
    expect(await page.locator('.markdown a[href="/oss/overview/genbi_classic"]').count()).toBeGreaterThan(0);
  });

  it('leaves the Classic introduction in the GenBI Classic sidebar, first under About Wren AI', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/oss/overview/genbi_classic`);
    expect(await page.locator('.sidebar-title').textContent()).toBe('Wren GenBI Classic');
    const about = page.locator('.doc-sidebar details.sidebar-group', { hasText: 'About Wren AI' }).first();
    expect(await about.locator('.sidebar-link').first().getAttribute('href')).toBe('/oss/overview/genbi_classic');
  });
});

describe('About these docs', () => {
  it('uses the content width at 1280 px, not a narrow column beside an empty page', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/about`);
    expect((await page.locator('.doc-article').boundingBox())!.width).toBeGreaterThanOrEqual(600);
    expect((await page.locator('.doc-article p').first().boundingBox())!.width).toBeGreaterThanOrEqual(600);
    expect(await page.locator('.doc-article').textContent()).toContain('Report a mistake');
  });

  it('is linked from the footer of every page', async () => {
    const { page } = await openPage(browser, desktop);
    await page.goto(`${base}/oss/installation`);
    await page.locator('footer').getByRole('link', { name: 'About these docs' }).click();
    await page.waitForURL(`${base}/about`);
    expect(await page.locator('h1').textContent()).toBe('About these docs');
  });
});
