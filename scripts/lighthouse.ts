/**
 * Lighthouse scores of the built site on this machine:
 * 1. serves out/ with compression on 127.0.0.1 (scripts/serve.ts),
 * 2. starts Debian's Chromium with the project's headless flags,
 * 3. runs Lighthouse (performance, accessibility, best practices, SEO) on the home page, a doc page,
 *    a release page, /search and the API page, on mobile and desktop settings, 3 runs each,
 * 4. prints the median score of each category with FCP, LCP, TBT and CLS, and the audits that lost
 *    points in the first run.
 * Mobile runs use Lighthouse's default 4x CPU slowdown, which assumes a machine with a benchmark
 * index of about 1,500; the script prints the index of its first run, because on a shared machine
 * it varies from run to run, and the scores with it.
 * Usage: tsx scripts/lighthouse.ts [--runs 3] [--only /search] [--form mobile]
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS } from '../test/e2e/browser';
import { percentile } from '../lib/search/evaluate';
import { startServer } from './serve';
import { argument } from './args';

const PAGES = ['/', '/oss/engine/guide/model', '/cp/releases/0.24.0', '/search', '/oss/wren_engine_api/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' } as const;

type Form = 'mobile' | 'desktop';
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function main() {
  const runs = Number(argument('--runs', '3'));
  const only = argument('--only', '');
  const forms = (argument('--form', '') ? [argument('--form', '')] : ['mobile', 'desktop']) as Form[];
  const server = await startServer('out', 0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: [...CHROMIUM_FLAGS, '--no-first-run', '--disable-dev-shm-usage'] });
  const audit = async (url: string, form: Form): Promise<Lhr> => {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, form === 'desktop' ? desktopConfig : undefined);
    return result!.lhr;
  };
  try {
    const header = ['page'.padEnd(28), 'form'.padEnd(8), 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'].join('  ');
    let benchmarkIndex = 0;
    for (const path of PAGES.filter((page) => !only || page === only)) {
      for (const form of forms) {
        const samples: Record<string, number[]> = {};
        const lost: string[] = [];
        for (let run = 0; run < runs; run++) {
          const lhr = await audit(`${base}${path}`, form);
          if (!benchmarkIndex) console.log(`benchmark index of the first run: ${(benchmarkIndex = lhr.environment.benchmarkIndex).toFixed(0)}\n${header}`);
          for (const category of CATEGORIES) (samples[category] ??= []).push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
          for (const [key, id] of Object.entries(METRICS)) (samples[key] ??= []).push(lhr.audits[id]?.numericValue ?? 0);
          if (run === 0) lost.push(...lostPoints(lhr));
        }
        const median = (key: string) => percentile(samples[key], 50);
        console.log([path.padEnd(28), form.padEnd(8), ...CATEGORIES.map((c) => String(median(c)).padStart(4)), ...['fcp', 'lcp', 'tbt'].map((m) => median(m).toFixed(0).padStart(6)), median('cls').toFixed(3)].join('  '));
        for (const line of lost.slice(0, 6)) console.log(`    ${line}`);
      }
    }
  } finally {
    await chrome.kill();
    server.close();
  }
}

/** The weighted audits of a run that did not score full marks. */
function lostPoints(lhr: Lhr): string[] {
  return CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id} (${lhr.audits[ref.id].score})`),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
