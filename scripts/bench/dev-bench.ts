/**
 * How long a saved edit takes to show in an open browser under `npm run dev`: starts the dev server,
 * opens a Markdown page and an MDX page in Chromium, saves an edit to each a few times, and prints the
 * time from the save to the new text on screen, with the content rebuild's own time from the dev log.
 * The files are restored afterwards.
 * Usage: tsx scripts/dev-bench.ts [--edits 5]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { launchBrowser } from '@/test/support/chromium';
import { startDevServer } from '@/test/support/dev-server';
import { percentile } from '@/lib/search/evaluate';
import { parseOptions } from '../cli';

const PAGES = [
  { file: 'content/cp/overview.md', route: '/cp/overview' },
  { file: 'content/oss/engine/guide/check_manifest.mdx', route: '/oss/engine/guide/check_manifest' },
];
const EDITS = Number(parseOptions({ edits: { type: 'string', default: '5' } }, 'npm run bench:dev -- [--edits 5]').edits);

async function main() {
  const dev = await startDevServer(PAGES[0].route);
  const originals = PAGES.map((page) => readFileSync(page.file, 'utf8'));
  const browser = await launchBrowser();
  try {
    for (const [i, { file, route }] of PAGES.entries()) {
      const tab = await browser.newPage();
      await tab.goto(dev.base + route);
      await tab.waitForLoadState('networkidle');
      const logFrom = dev.output.length;
      const shown: number[] = [];
      for (let edit = 1; edit <= EDITS; edit++) {
        const marker = `Edit ${edit} saved at ${Date.now()}.`;
        const saved = performance.now();
        writeFileSync(file, originals[i].replace('\n## ', `\n${marker}\n\n## `));
        await tab.getByText(marker).waitFor({ timeout: 20_000 });
        shown.push(performance.now() - saved);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      writeFileSync(file, originals[i]);
      const rebuilds = [
        ...dev.output
          .slice(logFrom)
          .join('')
          .matchAll(/content: \d+ pages built after content\/\S+ in (\d+) ms/g),
      ].map((match) => Number(match[1]));
      console.log(
        `${file}: save to screen median ${percentile(shown, 50).toFixed(0)} ms (runs ` +
          `${shown.map((ms) => ms.toFixed(0)).join(', ')}); content rebuild median ${percentile(rebuilds, 50)} ` +
          `ms`,
      );
      await tab.close();
    }
  } finally {
    PAGES.forEach((page, i) => writeFileSync(page.file, originals[i]));
    await browser.close();
    dev.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
