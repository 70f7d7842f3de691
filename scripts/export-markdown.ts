/**
 * Writes each doc page and release note as Markdown next to its HTML in out/ (/cp/overview.md
 * beside /cp/overview.html), after `next build`:
 * 1. reads the content manifest and the Markdown bodies that `npm run content` left in .generated/,
 * 2. writes out/<route>.md with a title line, the description and the body.
 * A route handler cannot do this: a catch-all segment cannot carry a '.md' suffix.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { markdownFiles } from '../lib/llms/site';

function main() {
  const out = path.resolve('out');
  if (!existsSync(path.join(out, 'index.html'))) throw new Error("out/ is missing: run 'next build' first (npm run build does).");
  const files = markdownFiles();
  for (const file of files) {
    const target = path.join(out, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.text);
  }
  console.log(`markdown: ${files.length} pages written to out/ as .md`);
}

try {
  main();
} catch (error) {
  console.error(`\nMarkdown export failed.\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
