/**
 * The dev loop, ours beside Docusaurus: `npm run dev` against the Docusaurus 3.10 dev server with
 * `future.faster` and classic, on the same pages in the same run (the Docusaurus site is generated
 * from content/ into .bench/docusaurus/ and installed there once, as for `bench:build`).
 *
 * edit to visible   A page is open in Chromium. The bench installs an observer in the page, takes
 *                   Date.now() and saves an edit that inserts a new sentence; the observer records
 *                   performance.timeOrigin + performance.now() at the first DOM change after which
 *                   the sentence is in the page's visible text. The difference, less the offset
 *                   between the browser's clock and Node's (measured by round trips), is the figure.
 *                   Playwright's waitFor is not used: it polls at 0, 20, 70, 170 and 270 ms, then
 *                   every 500 ms, so it cannot tell 300 ms from 800 ms.
 * restart           Each server is started once and stopped (caches warm), then the page's file gets
 *                   a new sentence and the server starts again: the time from the spawn until the
 *                   page answers 200 (for ours, with the new sentence in its HTML; Docusaurus's dev
 *                   server sends an empty shell and renders in the browser) and until the sentence
 *                   is on screen in Chromium, which loads the page as soon as the port accepts.
 * The edited files are restored afterwards.
 *
 * Usage: tsx scripts/bench/dev-bench.ts [--edits 5] [--restarts 3] [--servers ours,faster,classic]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '@/test/support/chromium';
import { freePort } from '@/test/support/free-port';
import { percentile } from '@/lib/search/evaluate';
import { spawnDevProcess, type DevProcess } from './dev-server-process';

const { values: options } = parseArgs({
  options: {
    edits: { type: 'string', default: '5' },
    restarts: { type: 'string', default: '3' },
    servers: { type: 'string', default: 'ours,faster,classic' },
  },
});
const EDITS = Number(options.edits);
const RESTARTS = Number(options.restarts);

/** Markdown pages that both sites build (Docusaurus leaves out our MDX pages, which import our components). */
const PAGES = [
  { file: 'content/cp/overview.md', route: '/cp/overview' },
  { file: 'content/oss/installation.md', route: '/oss/installation' },
];

interface Server {
  name: string;
  /** Whether the page's HTML carries its text (server rendering), so a 200 can be checked for it. */
  htmlHasContent: boolean;
  /** The file this server builds the page from. */
  fileOf(contentFile: string): string;
  start(port: number): DevProcess;
}

interface Row {
  server: string;
  shown: number[];
  answered: number[];
  restartShown: number[];
  error?: string;
}

/** In the page: window.__shownAt resolves with the browser time at which `text` first shows. */
function watchScript(text: string): string {
  return `(() => {
    const text = ${JSON.stringify(text)};
    window.__shownAt = new Promise((resolve) => {
      const check = () => {
        if (!document.body || !document.body.innerText.includes(text)) return;
        resolve(performance.timeOrigin + performance.now());
        observer.disconnect();
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, characterData: true });
      check();
    });
  })()`;
}

/** The browser's clock less Node's, from the round trip with the smallest delay. */
async function clockOffset(tab: Page): Promise<number> {
  let best = { rtt: Infinity, offset: 0 };
  for (let i = 0; i < 7; i++) {
    const before = Date.now();
    const browserNow = (await tab.evaluate('performance.timeOrigin + performance.now()')) as number;
    const after = Date.now();
    if (after - before < best.rtt) best = { rtt: after - before, offset: browserNow - (before + after) / 2 };
  }
  return best.offset;
}

async function shownAt(tab: Page, timeoutMs: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      tab.evaluate('window.__shownAt') as Promise<number>,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the new text did not show in ${timeoutMs / 1000} s`)), timeoutMs);
      }),
    ]);
  } finally {
    // A pending timer would keep the benchmark from exiting after its table.
    clearTimeout(timer);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const withSentence = (text: string, sentence: string) => text.replace('\n## ', `\n${sentence}\n\n## `);

/** Polls until the route answers 200 (with `text` in the HTML when given); resolves with Date.now() then. */
async function answered(base: string, route: string, text: string | undefined, deadline: number): Promise<number> {
  for (;;) {
    const ok = await fetch(base + route).then(
      async (response) => response.ok && (!text || (await response.text()).includes(text)),
      () => false,
    );
    if (ok) return Date.now();
    if (Date.now() > deadline) throw new Error(`${base}${route} did not answer in time`);
    await sleep(50);
  }
}

/** Loads the route in the tab as soon as the port accepts; resolves with the Node time the text showed. */
async function onScreen(tab: Page, url: string, text: string, deadline: number): Promise<number> {
  await tab.addInitScript(watchScript(text));
  for (;;) {
    try {
      await tab.goto(url, { waitUntil: 'commit', timeout: Math.max(1000, deadline - Date.now()) });
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(50);
    }
  }
  const at = await shownAt(tab, Math.max(1000, deadline - Date.now()));
  return at - (await clockOffset(tab));
}

async function startAndWait(server: Server, route: string): Promise<DevProcess> {
  const dev = server.start(await freePort());
  try {
    await answered(dev.base, route, undefined, Date.now() + 300_000);
  } catch (error) {
    await dev.stop();
    throw new Error(`${server.name} did not start: ${error instanceof Error ? error.message : error}\n${dev.output.join('').slice(-2000)}`);
  }
  return dev;
}

async function measureEdits(server: Server, browser: Browser, row: Row) {
  const dev = await startAndWait(server, PAGES[0].route);
  console.log(`  started in ${((Date.now() - dev.startedAt) / 1000).toFixed(1)} s (first start after generating; not a figure)`);
  try {
    for (const { file: contentFile, route } of PAGES) {
      const file = server.fileOf(contentFile);
      const original = readFileSync(file, 'utf8');
      const tab = await browser.newPage();
      try {
        await tab.goto(dev.base + route);
        await tab.waitForLoadState('networkidle');
        await sleep(1000);
        const offset = await clockOffset(tab);
        const logFrom = dev.output.length;
        const shown: number[] = [];
        for (let edit = 1; edit <= EDITS; edit++) {
          const sentence = `Edit ${edit} saved at ${Date.now()}.`;
          await tab.evaluate(watchScript(sentence));
          const savedAt = Date.now();
          writeFileSync(file, withSentence(original, sentence));
          shown.push((await shownAt(tab, 60_000)) - offset - savedAt);
          await sleep(1000);
        }
        row.shown.push(...shown);
        const rebuilds = [
          ...dev.output
            .slice(logFrom)
            .join('')
            .matchAll(/content: \d+ pages built after content\/\S+ in (\d+) ms/g),
        ].map((match) => Number(match[1]));
        console.log(
          `  ${route}: edit to visible ${shown.map((ms) => ms.toFixed(0)).join(', ')} ms` +
            `${rebuilds.length ? `; content rebuilds ${rebuilds.join(', ')} ms` : ''} (clock offset ${offset.toFixed(1)} ms)`,
        );
      } finally {
        writeFileSync(file, original);
        await tab.close();
      }
    }
    await sleep(1500);
  } finally {
    await dev.stop();
  }
}

async function measureRestarts(server: Server, browser: Browser, row: Row) {
  const { file: contentFile, route } = PAGES[0];
  const file = server.fileOf(contentFile);
  const original = readFileSync(file, 'utf8');
  try {
    for (let run = 1; run <= RESTARTS; run++) {
      const sentence = `Saved before restart ${run} at ${Date.now()}.`;
      writeFileSync(file, withSentence(original, sentence));
      const tab = await browser.newPage();
      const dev = server.start(await freePort());
      const deadline = dev.startedAt + 300_000;
      try {
        const [answeredAt, shownAtNode] = await Promise.all([
          answered(dev.base, route, server.htmlHasContent ? sentence : undefined, deadline),
          onScreen(tab, dev.base + route, sentence, deadline),
        ]);
        row.answered.push(answeredAt - dev.startedAt);
        row.restartShown.push(shownAtNode - dev.startedAt);
        console.log(
          `  restart ${run}: answers 200 after ${((answeredAt - dev.startedAt) / 1000).toFixed(2)} s, ` +
            `on screen after ${((shownAtNode - dev.startedAt) / 1000).toFixed(2)} s`,
        );
      } finally {
        await tab.close();
        await dev.stop();
      }
    }
  } finally {
    writeFileSync(file, original);
  }
}

const ms = (values: number[]) => (values.length ? `${percentile(values, 50).toFixed(0)}` : '');
const range = (values: number[], scale = 1, digits = 0) =>
  values.length ? `${(Math.min(...values) / scale).toFixed(digits)}–${(Math.max(...values) / scale).toFixed(digits)}` : '';
const seconds = (values: number[]) =>
  values.length ? `${(percentile(values, 50) / 1000).toFixed(2)}${values.length > 1 ? ` (${range(values, 1000, 2)})` : ''}` : '';

function printTable(rows: Row[]) {
  const header = ['server', 'edit → visible, median ms', 'min–max ms', 'edits', 'restart → page answers, s', 'restart → text on screen, s'];
  const body = rows.map((r) =>
    r.error
      ? [r.server, 'failed', '', '', '', '']
      : [r.server, ms(r.shown), range(r.shown), String(r.shown.length), seconds(r.answered), seconds(r.restartShown)],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(
    [
      '',
      line(header),
      `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
      ...body.map(line),
    ].join('\n'),
  );
  console.log(
    `\nrestart figures: median of ${RESTARTS}${RESTARTS > 1 ? ' (min–max)' : ''}; ` +
      `the page is ${PAGES[0].route}, saved with a new sentence just before each restart.`,
  );
  for (const r of rows.filter((row) => row.error)) console.log(`\n${r.server} failed: ${r.error}`);
}

async function main() {
  const wanted = options.servers.split(',');
  const servers: Server[] = [];
  if (wanted.includes('ours')) {
    servers.push({
      name: 'ours (npm run dev)',
      htmlHasContent: true,
      fileOf: (file) => file,
      start: (port) =>
        spawnDevProcess(process.execPath, ['scripts/tools/dev.mjs', '--port', String(port), '--hostname', '127.0.0.1'], {
          cwd: process.cwd(),
          port,
        }),
    });
  }
  if (wanted.includes('faster') || wanted.includes('classic')) {
    const { generateDocusaurusSite } = await import('./docusaurus');
    const { docusaurusFile, startDocusaurusDev } = await import('./docusaurus-dev');
    const site = await generateDocusaurusSite('content');
    for (const faster of [true, false]) {
      if (!wanted.includes(faster ? 'faster' : 'classic')) continue;
      servers.push({
        name: faster ? 'Docusaurus 3.10 Faster' : 'Docusaurus 3.10 classic',
        htmlHasContent: false,
        fileOf: (file) => docusaurusFile(site, file),
        start: (port) => startDocusaurusDev(site, faster, port),
      });
    }
  }
  const browser = await launchBrowser();
  const rows: Row[] = [];
  try {
    for (const server of servers) {
      const row: Row = { server: server.name, shown: [], answered: [], restartShown: [] };
      rows.push(row);
      console.log(
        `\n${server.name} (load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}, ${cpus().length} cores)`,
      );
      try {
        await measureEdits(server, browser, row);
        await measureRestarts(server, browser, row);
      } catch (error) {
        row.error = error instanceof Error ? error.message : String(error);
        console.log(`  failed: ${row.error}`);
      }
    }
  } finally {
    await browser.close();
  }
  printTable(rows);
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${cpus().length} cores)`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
