/**
 * Benchmarks the embedded search on this build:
 * 1. index bytes (raw, gzip) of out/search-index.json or of the build's records,
 * 2. time to build the index in this process (what the browser does on first use),
 * 3. query latency (median, p95) over the question and keyword sets, each query typed letter by letter too,
 * 4. hit@1, hit@5 and MRR of the expected pages on the held-out questions (questions-heldout.json
 *    and the Core set questions-heldout-core.json, never tuned on), the tune questions (questions.json) and the keyword set (queries.json),
 *    and the keyword queries that missed (the held-out ones too with --misses),
 * 5. in Chromium against out/: time from Ctrl+K on a fresh page to the first results for a query
 *    (modal code, index download and index build included), median of 5 cold loads.
 * Usage: npm run bench:search -- [--misses]   (after npm run build, or npm run content)
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { compactRecords, expandRecords } from '@/lib/search/compact';
import { askedQuery, buildIndex, queryIndex } from '@/lib/search/embedded';
import { KEYWORD_FILE, percentile, relevance, readQuestionSets, type Judgement } from '@/lib/search/evaluate';
import { readSearchRecords } from '@/lib/search/generated';
import { startServer } from '@/lib/hosting/static-server';
import { launchBrowser } from '@/test/support/chromium';
import { parseOptions } from '../../cli';

const options = parseOptions({ misses: { type: 'boolean', default: false } }, 'npm run bench:search -- [--misses]');

async function firstResultsMs(runs = 5): Promise<number[]> {
  const server = await startServer('out', 0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const browser = await launchBrowser();
  const timings: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${base}/cp/overview`, { waitUntil: 'networkidle' });
      const started = Date.now();
      await page.keyboard.press('Control+k');
      await page.locator('dialog input.search-input').fill('snowflake');
      await page.locator('.search-hit').first().waitFor();
      timings.push(Date.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return timings;
}

async function main() {
  const file = 'out/search-index.json';
  const body = existsSync(file) ? readFileSync(file, 'utf8') : JSON.stringify(compactRecords(readSearchRecords()));
  console.log(
    `index: ${(body.length / 1024).toFixed(0)} KB raw, ${(gzipSync(body).length / 1024).toFixed(0)} KB ` +
      `gzip${existsSync(file) ? '' : ' (from .generated, not out/)'}`,
  );

  let started = performance.now();
  const records = expandRecords(JSON.parse(body));
  const index = buildIndex(records);
  console.log(`index build: ${(performance.now() - started).toFixed(0)} ms for ${records.length} records`);

  const keywords = JSON.parse(readFileSync(KEYWORD_FILE, 'utf8')) as Judgement[];
  const { tune, heldOut, heldOutCore } = readQuestionSets((file) => readFileSync(file, 'utf8'));
  const all = [...heldOut, ...heldOutCore, ...tune, ...keywords];
  const timings: number[] = [];
  const search = (query: string) => {
    started = performance.now();
    // As the modal asks: at most 64 characters (longer questions are cut there too).
    const results = queryIndex(index, askedQuery(query)).slice(0, 20);
    timings.push(performance.now() - started);
    return results.map((result) => records[result.id].url);
  };
  for (const { query } of all) for (let n = 1; n < query.length; n++) search(query.slice(0, n));
  timings.length = 0;
  for (const { query } of all) for (let n = 1; n <= query.length; n++) search(query.slice(0, n));
  const typed = [...timings];
  console.log(
    `query latency over ${typed.length} keystrokes: median ${percentile(typed, 50).toFixed(2)} ms, p95 ` +
      `${percentile(typed, 95).toFixed(2)} ms`,
  );
  // Reading the held-out misses makes them tune questions (docs/SEARCH.md): they are printed only with --misses.
  for (const [name, set, showMisses] of [
    ['held-out questions', heldOut, options.misses],
    ['held-out Core questions', heldOutCore, options.misses],
    ['tune questions', tune, false],
    ['keyword set', keywords, true],
  ] as const) {
    const scores = relevance(set, search);
    console.log(
      `${name} (${set.length}): hit@1 ${scores.hitAt1.toFixed(3)}, hit@5 ${scores.hitAt5.toFixed(3)}, MRR ${scores.mrr.toFixed(3)}`,
    );
    if (showMisses)
      for (const miss of scores.misses)
        console.log(`  miss: "${miss.query}" expected ${miss.expected.join(' | ')} got ${miss.got.join(', ') || 'nothing'}`);
  }
  if (existsSync(file)) {
    const cold = await firstResultsMs();
    console.log(
      `first results after Ctrl+K on a fresh page (Chromium, cold): median ${percentile(cold, 50)} ms, runs ${cold.join(', ')} ms`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
