/**
 * The steps after `next build`, in one Node process instead of one `tsx` process each (each start
 * costs about 0.3 s of loading tsx and the TypeScript it compiles):
 * 1. next-sitemap writes out/sitemap.xml and out/robots.txt (next-sitemap.config.js), then
 *    check-sitemap.ts checks them,
 * 2. export-markdown.ts writes each page as Markdown beside its HTML,
 * 3. optimize-export.ts rewrites the HTML and deletes the payloads the router never fetches.
 * Each step stays its own module and can still run alone (`npm run sitemap`, `tsx scripts/build/<step>.ts`).
 */
import nextEnv from '@next/env';
import { checkSitemap } from './check-sitemap';
import { exportMarkdown } from './export-markdown';
import { optimizeExport } from './optimize-export';
import { runStep } from '../cli';

/** next-sitemap's own command (its bin), called in this process; its package exports only the library. */
async function writeSitemap() {
  nextEnv.loadEnvConfig(process.cwd(), false);
  const cli: { CLI: new () => { main(): Promise<unknown> } } = await import(new URL('./cli.js', import.meta.resolve('next-sitemap')).href);
  await new cli.CLI().main();
}

const steps: [string, () => Promise<string> | string][] = [
  ['sitemap', async () => { await writeSitemap(); return checkSitemap(); }],
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
