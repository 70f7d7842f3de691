/**
 * The site's embedded search against Pagefind 1.6, its peer, on the same build (out/), in one run:
 * - Pagefind indexes out/ with no configuration (node API) into a temporary folder, never into out/;
 *   out/ and that folder are served together by lib/hosting/static-server.ts;
 * - both engines run in the same headless Chromium, on the same page of the site: ours is the modal's
 *   own search code (bench-browser.ts, bundled with esbuild), Pagefind is its
 *   pagefind.js; the site's CSP (no wasm) is bypassed for both, so Pagefind can run;
 * - relevance (hit@1, hit@5, MRR of the first expected page) on the held-out
 *   questions (questions-heldout.json and the Core set
 *   questions-heldout-core.json, never tuned on), the tune questions
 *   (questions.json), and the keyword set
 *   queries.json; for ours also in the order the modal lists hits (grouped by section);
 * - query time: every query typed letter by letter, after one untimed pass that warms both
 *   engines; ours = the client's search (ranking and highlighting 20 hits), Pagefind = search() and
 *   data() of its first 5 results (what a list needs to show titles); p50 and p95 over all keystrokes;
 * - index size: gzip of out/search-index.json, against the gzip size of Pagefind's whole bundle
 *   (its index and fragment files are gzip already; its JS and CSS are gzipped here);
 * - first results: time from the modal's input appearing to the first result for 'snowflake', on a
 *   4x throttled CPU, after a first visit has fetched the index once; 'full results' is when the
 *   modal replaced that first answer (from page titles, descriptions and headings) with the one from
 *   the full index. For Pagefind, the time from importing pagefind.js to the data of its first 5
 *   results, same page, same throttle (Pagefind has no second stage: both columns show it).
 * Usage: npm run bench:compare -- [--runs 5] [--misses]   (after npm run build)
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import * as pagefind from 'pagefind';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { KEYWORD_FILE, percentile, relevance, readQuestionSets, type Judgement } from '@/lib/search/evaluate';
import { startServer } from '@/lib/hosting/static-server';
import { launchBrowser } from '@/test/support/chromium';
import { parseOptions } from '../../cli';

const OUT = path.resolve('out');
const PAGE = '/cp/overview';
const FIRST_QUERY = 'snowflake';
const options = parseOptions(
  { runs: { type: 'string', default: '5' }, misses: { type: 'boolean', default: false } },
  'npm run bench:compare -- [--runs 5] [--misses]',
);
const RUNS = Number(options.runs);
const SHOW_MISSES = options.misses;

interface Ranked {
  urls: string[];
  modal?: string[];
}
interface EngineRun {
  name: string;
  results: Map<string, Ranked>;
  times: number[];
  indexKb: number;
  firstMs: number[];
  fullMs: number[];
}

/** Pagefind's page URLs ('/cp/overview.html', '/cp/') as the site's routes. */
const route = (url: string) =>
  url
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/(.)\/$/, '$1');

function gzipKb(file: string): number {
  const body = readFileSync(file);
  return (/\.(js|css|json)$/.test(file) ? gzipSync(body).length : body.length) / 1024;
}

function treeKb(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const full = path.join(dir, name);
    return sum + (statSync(full).isDirectory() ? treeKb(full) : gzipKb(full));
  }, 0);
}

async function buildPagefind(root: string): Promise<{ pages: number; kb: number }> {
  for (const name of readdirSync(OUT)) symlinkSync(path.join(OUT, name), path.join(root, name));
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: OUT });
  if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({ outputPath: path.join(root, 'pagefind') });
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  return { pages: added.page_count, kb: treeKb(path.join(root, 'pagefind')) };
}

async function bundleOurs(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'bench-browser.ts')],
    bundle: true,
    format: 'iife',
    globalName: '__ours',
    write: false,
    minify: true,
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].text;
}

async function openSite(browser: Browser, base: string, withPagefind = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
  // Pagefind compiles WebAssembly in a worker, which the site's CSP forbids and bypassCSP does not reach:
  // its files are served without the CSP header. (Routing also turns off the HTTP cache; the site's
  // server sends no validators, so nothing here was cached between loads anyway.)
  if (withPagefind) {
    await context.route('**/pagefind/**', async (route) => {
      const response = await route.fetch();
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => name.toLowerCase() !== 'content-security-policy'),
      );
      await route.fulfill({ response, headers });
    });
  }
  const page = await context.newPage();
  // tsx keeps function names with a helper that the functions evaluated in the page cannot see.
  await page.addInitScript('window.__name = (f) => f');
  await page.goto(`${base}${PAGE}`, { waitUntil: 'networkidle' });
  return { context, page };
}

/** Runs every query typed letter by letter in the page; returns the full queries' rankings and the keystroke times. */
async function typeAll(
  page: Page,
  engine: 'ours' | 'pagefind',
  queries: string[],
): Promise<{ results: Record<string, Ranked>; times: number[] }> {
  return page.evaluate(
    async ({ engine, queries }) => {
      const w = window as unknown as {
        __ours: { search(q: string): Promise<Ranked> };
        __pf: { search(q: string): Promise<{ results: { data(): Promise<{ url: string }> }[] }> };
      };
      const run = async (query: string, depth: number): Promise<Ranked> => {
        if (engine === 'ours') return w.__ours.search(query);
        const found = await w.__pf.search(query);
        const data = await Promise.all(found.results.slice(0, depth).map((result) => result.data()));
        return { urls: data.map((item) => item.url) };
      };
      const results: Record<string, Ranked> = {};
      const times: number[] = [];
      for (const pass of ['warm', 'timed']) {
        for (const query of queries) {
          for (let n = 1; n <= query.length; n++) {
            const prefix = query.slice(0, n);
            if (!prefix.trim()) continue;
            const started = performance.now();
            await run(prefix, 5);
            if (pass === 'timed') times.push(performance.now() - started);
          }
          if (pass === 'timed') results[query] = await run(query, 20);
        }
      }
      return { results, times };
    },
    { engine, queries },
  );
}

/** Time from the modal's input appearing to its first result, 4x throttled CPU, index in the HTTP cache. */
async function oursFirstResults(browser: Browser, base: string): Promise<{ first: number; full: number }> {
  const { context, page } = await openSite(browser, base);
  try {
    await page.keyboard.press('Control+k');
    await page.locator('dialog input.search-input').fill(FIRST_QUERY);
    await page.locator('dialog .search-hit').first().waitFor();
    await page.goto(`${base}${PAGE}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __marks: Record<string, number> }).__marks = marks;
      new MutationObserver(() => {
        if (!marks.open && document.querySelector('dialog input.search-input')) marks.open = performance.now();
        if (!marks.hit && document.querySelector('dialog .search-hit')) marks.hit = performance.now();
        if (!marks.full && document.querySelector('dialog .search-results:not([data-partial]) .search-hit')) marks.full = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.keyboard.press('Control+k');
    await page.locator('dialog input.search-input').fill(FIRST_QUERY);
    await page.locator('dialog .search-results:not([data-partial]) .search-hit').first().waitFor();
    const marks = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
    return { first: marks.hit - marks.open, full: marks.full - marks.open };
  } finally {
    await context.close();
  }
}

async function pagefindFirstResults(browser: Browser, base: string): Promise<number> {
  const { context, page } = await openSite(browser, base, true);
  const first = () =>
    page.evaluate(async (query) => {
      const started = performance.now();
      const pf = await import('/pagefind/pagefind.js' as string);
      const found = await pf.search(query);
      await Promise.all(found.results.slice(0, 5).map((result: { data(): Promise<unknown> }) => result.data()));
      return performance.now() - started;
    }, FIRST_QUERY);
  try {
    await first();
    await page.goto(`${base}${PAGE}`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return await first();
  } finally {
    await context.close();
  }
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')).join('\n');
}

async function main() {
  if (!existsSync(path.join(OUT, 'search-index.json'))) throw new Error('out/ has no search index: run npm run build first.');
  const { tune, heldOut, heldOutCore } = readQuestionSets((file) => readFileSync(file, 'utf8'));
  const questions = [...heldOut, ...heldOutCore, ...tune];
  const keywords = JSON.parse(readFileSync(KEYWORD_FILE, 'utf8')) as Judgement[];
  const sets: [string, Judgement[]][] = [
    ['held-out questions', heldOut],
    ['held-out Core questions', heldOutCore],
    ['tune questions', tune],
    ['keyword set', keywords],
  ];
  const queries = [...new Set([...questions, ...keywords].map((judgement) => judgement.query))];

  const root = mkdtempSync(path.join(os.tmpdir(), 'search-compare-'));
  const server = await startServer(root, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const browser = await launchBrowser();
  try {
    let started = performance.now();
    const pf = await buildPagefind(root);
    console.log(
      `Pagefind 1.6: indexed ${pf.pages} pages of out/ in ${((performance.now() - started) / 1000).toFixed(1)} s (no configuration)`,
    );
    const ours = await bundleOurs();

    const { context, page } = await openSite(browser, base, true);
    await page.addScriptTag({ content: ours });
    await page.evaluate(async () => {
      (window as unknown as { __pf: unknown }).__pf = await import('/pagefind/pagefind.js' as string);
    });
    const engines: EngineRun[] = [];
    for (const [name, engine, kb] of [
      ['ours (embedded)', 'ours', gzipSync(readFileSync(path.join(OUT, 'search-index.json'))).length / 1024],
      ['Pagefind 1.6', 'pagefind', pf.kb],
    ] as const) {
      started = performance.now();
      const typed = await typeAll(page, engine, queries);
      console.log(`${name}: ${typed.times.length} keystrokes typed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      engines.push({ name, results: new Map(Object.entries(typed.results)), times: typed.times, indexKb: kb, firstMs: [], fullMs: [] });
    }
    await context.close();

    for (let run = 0; run < RUNS; run++) {
      const ours = await oursFirstResults(browser, base);
      engines[0].firstMs.push(ours.first);
      engines[0].fullMs.push(ours.full);
      const theirs = await pagefindFirstResults(browser, base);
      engines[1].firstMs.push(theirs);
      engines[1].fullMs.push(theirs);
    }

    console.log('');
    const rows = [['engine', 'query set', 'n', 'hit@1', 'hit@5', 'MRR']];
    const misses = new Map<string, string[]>();
    for (const [setName, set] of sets) {
      for (const engine of engines) {
        const orders: [string, (ranked: Ranked) => string[]][] = [[engine.name, (ranked) => ranked.urls.map(route)]];
        if (engine.name.startsWith('ours')) orders.push(['ours, as the modal lists it', (ranked) => ranked.modal!.map(route)]);
        for (const [label, order] of orders) {
          const scores = relevance(set, (query) => order(engine.results.get(query)!));
          rows.push([label, setName, String(set.length), scores.hitAt1.toFixed(3), scores.hitAt5.toFixed(3), scores.mrr.toFixed(3)]);
          if (label === engine.name && setName.startsWith('held-out')) {
            misses.set(
              `${engine.name}, ${setName}`,
              scores.misses.map(
                (miss) =>
                  `  ${engine.name} missed "${miss.query}": expected ${miss.expected.join(' | ')}, got ${miss.got.join(', ') || 'nothing'}`,
              ),
            );
          }
        }
      }
    }
    console.log(table(rows));
    console.log('');
    console.log(
      table([
        [
          'engine',
          'index gzip KB',
          'first results 4x CPU, median ms',
          'runs (ms)',
          'full results 4x CPU, median ms',
          'query p50 ms',
          'query p95 ms',
          'keystrokes',
        ],
        ...engines.map((engine) => [
          engine.name,
          engine.indexKb.toFixed(0),
          percentile(engine.firstMs, 50).toFixed(0),
          engine.firstMs.map((ms) => ms.toFixed(0)).join(', '),
          percentile(engine.fullMs, 50).toFixed(0),
          percentile(engine.times, 50).toFixed(2),
          percentile(engine.times, 95).toFixed(2),
          String(engine.times.length),
        ]),
      ]),
    );
    // Reading the held-out misses makes them tune questions (docs/SEARCH.md): they are printed only when asked for.
    const missed = [...misses.values()].flat();
    if (missed.length && SHOW_MISSES) console.log(`\nheld-out misses (not in the top 5):\n${missed.join('\n')}`);
    else if (missed.length)
      console.log(
        `\nheld-out misses (not in the top 5), not printed: ` +
          `${[...misses].map(([name, list]) => `${name} ${list.length}`).join(', ')} (--misses prints them; ` +
          `the questions then move to the tune set)`,
      );
  } finally {
    await browser.close();
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
