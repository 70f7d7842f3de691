/**
 * Lighthouse scores of the built site on this machine:
 * 1. serves out/ and starts Chromium (scripts/bench/lighthouse-session.ts),
 * 2. runs Lighthouse (performance, accessibility, best practices, SEO) on the home page, a doc page,
 *    a release page, /search and the API page, on mobile and desktop settings, 3 runs each,
 * 3. prints the median score of each category with FCP, LCP, TBT and CLS, and the audits that lost
 *    points in the first run.
 * Mobile runs use Lighthouse's default 4x CPU slowdown, which assumes a machine with a benchmark
 * index of about 1,500; the script prints the index of its first run, because on a shared machine
 * it varies from run to run, and the scores with it.
 * Usage: npm run bench:lighthouse -- [--runs 3] [--only /search] [--form mobile]
 */
import { percentile } from '@/lib/search/evaluate';
import { parseOptions } from '../cli';
import { formOf, withLighthouse, type Form, type Lhr } from './lighthouse-session';

const PAGES = ['/', '/oss/engine/guide/model', '/cp/releases/0.24.0', '/search', '/oss/wren_engine_api/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

async function main() {
  const options = parseOptions(
    { runs: { type: 'string', default: '3' }, only: { type: 'string' }, form: { type: 'string' } },
    'npm run bench:lighthouse -- [--runs 3] [--only /search] [--form mobile|desktop]',
  );
  const runs = Number(options.runs);
  const only = options.only;
  const forms: Form[] = options.form ? [formOf(options.form)] : ['mobile', 'desktop'];
  await withLighthouse(async (audit) => {
    const header = ['page'.padEnd(28), 'form'.padEnd(8), 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'].join('  ');
    let benchmarkIndex = 0;
    for (const path of PAGES.filter((page) => !only || page === only)) {
      for (const form of forms) {
        const samples: Record<string, number[]> = {};
        const lost: string[] = [];
        for (let run = 0; run < runs; run++) {
          const lhr = await audit(path, form, CATEGORIES);
          if (!benchmarkIndex)
            console.log(`benchmark index of the first run: ${(benchmarkIndex = lhr.environment.benchmarkIndex).toFixed(0)}\n${header}`);
          for (const category of CATEGORIES) (samples[category] ??= []).push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
          for (const [key, id] of Object.entries(METRICS)) (samples[key] ??= []).push(lhr.audits[id]?.numericValue ?? 0);
          if (run === 0) lost.push(...lostPoints(lhr));
        }
        const median = (key: string) => percentile(samples[key], 50);
        console.log(
          [
            path.padEnd(28),
            form.padEnd(8),
            ...CATEGORIES.map((c) => String(median(c)).padStart(4)),
            ...['fcp', 'lcp', 'tbt'].map((m) => median(m).toFixed(0).padStart(6)),
            median('cls').toFixed(3),
          ].join('  '),
        );
        for (const line of lost.slice(0, 6)) console.log(`    ${line}`);
      }
    }
  });
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
