import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '@/test/support/chromium';
import { startDevServer, type DevServer } from '@/test/support/dev-server';
import { projectCopy } from '@/test/support/project-copy';
import { browser } from '@/test/support/browser';

// npm run dev runs in a copy of the project, so that the edits below never touch the author's content/.
const project = projectCopy('dev-test');
const inCopy = (file: string) => path.join(project, file);
const FILE = 'content/cp/overview.md';
const original = readFileSync(inCopy(FILE), 'utf8');
const MDX_FILE = 'content/oss/engine/guide/check_manifest.mdx';
const mdxOriginal = readFileSync(inCopy(MDX_FILE), 'utf8');
const NEW_FILE = 'content/cp/getting_started/zz_added_while_dev_runs.md';
const OTHER_FILE = 'content/cp/privacy.md';
const otherOriginal = readFileSync(inCopy(OTHER_FILE), 'utf8');
const SIDEBARS_FILE = 'content/sidebars.ts';
const sidebarsOriginal = readFileSync(inCopy(SIDEBARS_FILE), 'utf8');
let dev: DevServer;
let base: string;

beforeAll(async () => {
  dev = await startDevServer('/cp/overview', { cwd: project });
  base = dev.base;
}, 180_000);

afterAll(async () => {
  dev?.stop();
  await dev?.exited;
  rmSync(project, { recursive: true, force: true, maxRetries: 5 });
}, 60_000);

describe('npm run dev', () => {
  it(
    'shows a saved edit in the open page, shows a content error over it with file and line, and clears ' + 'it on the next good save',
    async () => {
      const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
      await page.goto(`${base}/cp/overview`);
      await page.waitForLoadState('networkidle');
      const marker = `Saved while the dev server runs ${Date.now()}.`;
      writeFileSync(inCopy(FILE), original.replace(/\n## /, `\n${marker}\n\n## `));
      await page.getByText(marker).waitFor({ timeout: 20_000 });
      expect(new URL(page.url()).pathname).toBe('/cp/overview');

      writeFileSync(inCopy(FILE), original.replace('title:', 'title: [broken'));
      const overlay = page.locator('.dev-content-error');
      await overlay.waitFor({ timeout: 20_000 });
      expect(await overlay.textContent()).toContain('content/cp/overview.md:3: frontmatter is not valid YAML');
      expect(dev.output.join('')).toContain('content/cp/overview.md:3: frontmatter is not valid YAML');

      writeFileSync(inCopy(FILE), original);
      await overlay.waitFor({ state: 'detached', timeout: 20_000 });
      await page.getByText(marker).waitFor({ state: 'detached', timeout: 20_000 });
      expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    },
    90_000,
  );

  it('shows a page edited while another is open with the saved text in its first paint after following its sidebar link', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/cp/overview`);
    await page.waitForLoadState('networkidle');
    const link = page.getByRole('navigation', { name: 'Wren AI Cloud pages' }).getByRole('link', { name: 'Privacy', exact: true });
    // A pointer on the link prefetches the page as it was before the edit.
    await link.hover();
    await page.waitForTimeout(500);
    const sentence = `Saved in another page at ${Date.now()}.`;
    // From the click on, every change to the document is checked: the edited page's title without the saved sentence is a stale paint.
    await page.evaluate(`(() => {
      const sentence = ${JSON.stringify(sentence)};
      window.__paints = { stale: 0, fresh: 0 };
      const check = () => {
        const title = document.querySelector('main h1');
        if (!title || title.textContent !== 'Privacy and data handling') return;
        if (document.querySelector('main').innerText.includes(sentence)) window.__paints.fresh++;
        else window.__paints.stale++;
      };
      new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
    })()`);
    writeFileSync(inCopy(OTHER_FILE), otherOriginal.replace(/\n## /, `\n${sentence}\n\n## `));
    await link.click();
    await page.getByText(sentence).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/cp/privacy');
    expect(await page.evaluate('window.__paints')).toMatchObject({ stale: 0 });
    writeFileSync(inCopy(OTHER_FILE), otherOriginal);
    await page.getByText(sentence).waitFor({ state: 'detached', timeout: 20_000 });
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  }, 90_000);

  it('refreshes a page that connects to the content events only after a build it missed', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    let connect!: () => void;
    const connecting = new Promise<void>((resolve) => (connect = resolve));
    // The page is rendered and shown, but hears nothing of the save until the build is over.
    await page.routeWebSocket(/\/__wren-dev\/events$/, async (socket) => {
      await connecting;
      socket.connectToServer();
    });
    await page.goto(`${base}/cp/privacy`);
    await page.waitForLoadState('domcontentloaded');
    const builds = () => dev.output.join('').match(/pages built after content\/cp\/privacy\.md/g)?.length ?? 0;
    const before = builds();
    const sentence = `Saved before the page listened, at ${Date.now()}.`;
    writeFileSync(inCopy(OTHER_FILE), otherOriginal.replace(/\n## /, `\n${sentence}\n\n## `));
    await expect.poll(builds, { timeout: 20_000 }).toBeGreaterThan(before);
    expect(await page.getByText(sentence).count()).toBe(0);
    connect();
    await page.getByText(sentence).waitFor({ timeout: 20_000 });
    writeFileSync(inCopy(OTHER_FILE), otherOriginal);
    await page.getByText(sentence).waitFor({ state: 'detached', timeout: 20_000 });
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  }, 90_000);

  it('keeps serving pages with more tabs open than a browser opens HTTP/1.1 connections to one host', async () => {
    const { page: first } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const tabs = [first, ...(await Promise.all(Array.from({ length: 6 }, () => first.context().newPage())))];
    // Each open tab listens to the content events; none may hold one of the six connections pages load through.
    for (const tab of tabs) {
      await tab.goto(`${base}/cp/privacy`, { timeout: 20_000 });
      await tab.waitForLoadState('load');
    }
    await tabs[6].getByRole('heading', { level: 1, name: 'Privacy and data handling' }).waitFor({ timeout: 20_000 });
    await first.context().close();
  }, 120_000);

  it('adds a new page to the open sidebar, serves it, takes it away when the file is deleted, and follows sidebars.ts', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/cp/overview`);
    await page.waitForLoadState('networkidle');
    const sidebar = page.getByRole('navigation', { name: 'Wren AI Cloud pages' });
    const title = `Added while dev runs ${Date.now()}`;
    writeFileSync(
      inCopy(NEW_FILE),
      `---\ntitle: ${title}\ndescription: A page written during the dev test.\nsidebar_position: ` +
        `99\n---\n\nThis page did not exist when the dev server started.\n`,
    );
    const link = sidebar.getByRole('link', { name: title });
    await link.waitFor({ timeout: 45_000 });
    // next dev answers the new address at once, not with a 404 from the params it computed before the page existed.
    expect((await fetch(`${base}/cp/getting_started/zz_added_while_dev_runs`)).status).toBe(200);
    await link.click();
    await page.getByText('This page did not exist when the dev server started.').waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/cp/getting_started/zz_added_while_dev_runs');

    await page.goto(`${base}/cp/overview`);
    rmSync(inCopy(NEW_FILE));
    await link.waitFor({ state: 'detached', timeout: 20_000 });

    writeFileSync(inCopy(SIDEBARS_FILE), sidebarsOriginal.replace("label: 'Getting started'", "label: 'First steps'"));
    await sidebar.getByText('First steps', { exact: true }).waitFor({ timeout: 20_000 });
    writeFileSync(inCopy(SIDEBARS_FILE), sidebarsOriginal);
    await sidebar.getByText('Getting started', { exact: true }).first().waitFor({ timeout: 20_000 });
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  }, 90_000);

  it('recompiles an MDX page on save, keeps its island working, and shows a bad import with file and line', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/oss/engine/guide/check_manifest`);
    await page.waitForLoadState('networkidle');
    const marker = `An MDX edit saved at ${Date.now()}.`;
    writeFileSync(inCopy(MDX_FILE), mdxOriginal.replace('\n## Check your manifest', `\n${marker}\n\n## Check your manifest`));
    await page.getByText(marker).waitFor({ timeout: 20_000 });
    const status = page.getByRole('status');
    await expect
      .poll(
        async () => {
          await page.getByLabel('Manifest (JSON)').fill('{"catalog": "wren"}');
          return status.innerText();
        },
        { timeout: 15_000 },
      )
      .toContain('does not have required property "schema"');

    const importLine = mdxOriginal.split('\n').findIndex((line) => line.startsWith('import ')) + 1;
    writeFileSync(inCopy(MDX_FILE), mdxOriginal.replace('manifest-checker.client', 'manifest-checkr.client'));
    const overlay = page.locator('.dev-content-error');
    await overlay.waitFor({ timeout: 20_000 });
    expect(await overlay.textContent()).toContain(`${MDX_FILE}:${importLine}: cannot import '@/components/mdx/manifest-checkr.client'`);

    writeFileSync(inCopy(MDX_FILE), mdxOriginal);
    await overlay.waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByText(marker).waitFor({ state: 'detached', timeout: 20_000 });
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  }, 90_000);

  it('leaves .next/ so that a type check passes after the server stops', async () => {
    dev.stop();
    await dev.exited;
    // What `npm test` does next, with `next typegen` standing in for the route types its build writes.
    const steps = [
      ['npx', 'next', 'typegen'],
      ['npm', 'run', 'typecheck'],
    ].map(([command, ...args]) => {
      const run = spawnSync(command, args, { cwd: project, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
      return { step: [command, ...args].join(' '), status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
    });
    expect(steps.filter((step) => step.status !== 0)).toEqual([]);
  }, 120_000);
});
