/**
 * Lighthouse scores of the built site on this machine:
 * 1. serves out/ with compression on 127.0.0.1 (scripts/serve.ts),
 * 2. starts Debian's Chromium once per run with the project's headless flags,
 * 3. runs Lighthouse (performance, accessibility, best practices, SEO) on the home page, a doc page,
 *    a release page, /search and the API page, on mobile and desktop settings, 3 runs each,
 * 4. prints the median score of each category with LCP, TBT and CLS.
 * Usage: tsx scripts/lighthouse.ts [--runs 3] [--only /search]
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


async function main() {
  const runs = Number(argument('--runs', '3'));
  const only = argument('--only', '');
  const server = await startServer('out', 0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: [...CHROMIUM_FLAGS, '--no-first-run', '--disable-dev-shm-usage'] });
  console.log(['page'.padEnd(28), 'form'.padEnd(8), 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS'].join('  '));
  try {
    for (const path of PAGES.filter((page) => !only || page === only)) {
      for (const form of ['mobile', 'desktop'] as const) {
        const samples: Record<string, number[]> = {};
        const failures: string[] = [];
        for (let run = 0; run < runs; run++) {
          const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, form === 'desktop' ? desktopConfig : undefined);
          const lhr = result!.lhr;
          for (const category of CATEGORIES) (samples[category] ??= []).push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
          (samples.lcp ??= []).push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
          (samples.tbt ??= []).push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
          (samples.cls ??= []).push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
          if (run === 0) {
            for (const category of CATEGORIES) {
              for (const ref of lhr.categories[category]?.auditRefs ?? []) {
                const audit = lhr.audits[ref.id];
                if (ref.weight > 0 && audit.score !== null && audit.score < 1) failures.push(`${category}: ${audit.id} (${audit.score})`);
              }
            }
          }
        }
        const median = (key: string) => percentile(samples[key], 50);
        console.log([path.padEnd(28), form.padEnd(8), ...CATEGORIES.map((c) => String(median(c)).padStart(4)), median('lcp').toFixed(0).padStart(6), median('tbt').toFixed(0).padStart(6), median('cls').toFixed(3)].join('  '));
        for (const failure of failures.slice(0, 6)) console.log(`    ${failure}`);
      }
    }
  } finally {
    await chrome.kill();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
