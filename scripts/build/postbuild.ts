/**
 * The steps after `next build`, in one Node process instead of one `tsx` process each (each start
 * costs about 0.3 s of loading tsx and the TypeScript it compiles):
 * 1. next-sitemap writes out/sitemap.xml and out/robots.txt (next-sitemap.config.js; its command runs in a
 *    process of its own, the one step that does), then
 *    check-sitemap.ts checks them,
 * 2. export-markdown.ts writes each page as Markdown beside its HTML,
 * 3. optimize-export.ts rewrites the HTML and deletes the payloads the router never fetches.
 * Each step stays its own module and can still run alone (`npm run sitemap`, `tsx scripts/build/<step>.ts`).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { checkSitemap } from './check-sitemap';
import { exportMarkdown } from './export-markdown';
import { optimizeExport } from './optimize-export';
import { runStep } from '../cli';

/**
 * next-sitemap's documented command, `next-sitemap` (its package's bin), with tsx's loader so that
 * next-sitemap.config.js can read the site settings in lib/. The command only logs its errors, so the old
 * files go first: checkSitemap then fails on a sitemap that was not written.
 */
function writeSitemap() {
  nextEnv.loadEnvConfig(process.cwd(), false);
  for (const file of ['sitemap.xml', 'robots.txt']) rmSync(path.join('out', file), { force: true });
  const run = spawnSync(path.resolve('node_modules/.bin/next-sitemap'), {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import tsx`.trim() },
  });
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`next-sitemap exited with ${run.status ?? run.signal}`);
}

const steps: [string, () => Promise<string> | string][] = [
  [
    'sitemap',
    () => {
      writeSitemap();
      return checkSitemap();
    },
  ],
  ['markdown', () => exportMarkdown()],
  ['optimize', () => optimizeExport()],
];

async function main() {
  const times: string[] = [];
  for (const [name, step] of steps) {
    const started = performance.now();
    await runStep(`Post-build step '${name}'`, step);
    times.push(`${name} ${((performance.now() - started) / 1000).toFixed(2)} s`);
  }
  console.log(`postbuild: ${times.join(', ')}`);
}

await main();
