/**
 * One mobile Lighthouse run of one page, printing where the performance score goes:
 * each metric's value and score, the long main-thread tasks and the scripts' boot-up time.
 * Usage: tsx scripts/bench/lighthouse-diagnose.ts [--page /oss/engine/guide/model] [--form desktop] [--json lhr.json]
 */
import { writeFileSync } from 'node:fs';
import { parseOptions } from '../cli';
import { formOf, withLighthouse } from './lighthouse-session';

const METRICS = ['first-contentful-paint', 'speed-index', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];

async function main() {
  const options = parseOptions(
    { page: { type: 'string', default: '/oss/engine/guide/model' }, form: { type: 'string', default: 'mobile' }, json: { type: 'string' } },
    'tsx scripts/bench/lighthouse-diagnose.ts [--page /oss/engine/guide/model] [--form mobile|desktop] [--json lhr.json]',
  );
  const path = options.page;
  const form = formOf(options.form);
  await withLighthouse(async (audit) => {
    const lhr = await audit(path, form, ['performance']);
    if (options.json) writeFileSync(options.json, JSON.stringify(lhr));
    console.log(`${path} ${form}: performance ${Math.round((lhr.categories.performance.score ?? 0) * 100)}`);
    for (const id of METRICS) {
      const audit = lhr.audits[id];
      console.log(`  ${id.padEnd(26)} ${String(Math.round(audit.numericValue ?? 0)).padStart(6)}  score ${audit.score}`);
    }
    const observed = (lhr.audits.metrics?.details as { items?: Array<Record<string, number>> })?.items?.[0] ?? {};
    console.log(
      `  observed: first paint ${Math.round(observed.observedFirstPaint)}, LCP ` +
        `${Math.round(observed.observedLargestContentfulPaint)}, DOMContentLoaded ` +
        `${Math.round(observed.observedDomContentLoaded)}, load ${Math.round(observed.observedLoad)}`,
    );
    const tasks =
      (lhr.audits['long-tasks']?.details as { items?: Array<{ url: string; duration: number; startTime: number }> })?.items ?? [];
    console.log('  long tasks (simulated ms):');
    for (const task of tasks)
      console.log(`    ${String(Math.round(task.startTime)).padStart(6)} +${Math.round(task.duration)}  ${task.url}`);
    const bootup =
      (
        lhr.audits['bootup-time']?.details as {
          items?: Array<{ url: string; total: number; scripting: number; scriptParseCompile: number }>;
        }
      )?.items ?? [];
    console.log('  boot-up time (ms): total scripting parse');
    for (const item of bootup)
      console.log(`    ${Math.round(item.total)} ${Math.round(item.scripting)} ${Math.round(item.scriptParseCompile)}  ${item.url}`);
    const breakdown =
      (lhr.audits['mainthread-work-breakdown']?.details as { items?: Array<{ groupLabel: string; duration: number }> })?.items ?? [];
    console.log('  main thread: ' + breakdown.map((item) => `${item.groupLabel} ${Math.round(item.duration)}`).join(', '));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
