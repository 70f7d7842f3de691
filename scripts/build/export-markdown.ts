/**
 * Writes each doc page and release note as Markdown next to its HTML in out/ (/cp/overview.md
 * beside /cp/overview.html), after `next build`:
 * 1. reads the content manifest and the Markdown bodies that `npm run content` left in .generated/,
 * 2. writes out/<route>.md with a title line, the description and the body.
 * A route handler cannot do this: a catch-all segment cannot carry a '.md' suffix.
 * Run by postbuild.ts; `tsx scripts/build/export-markdown.ts` runs it alone.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { markdownFiles } from '@/lib/llms/site';
import { isMain, runStep } from '../cli';

export function exportMarkdown(out = path.resolve('out')): string {
  if (!existsSync(path.join(out, 'index.html'))) throw new Error("out/ is missing: run 'next build' first (npm run build does).");
  const files = markdownFiles();
  const folders = new Set<string>();
  for (const file of files) {
    const target = path.join(out, file.path);
    const folder = path.dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(target, file.text);
  }
  return `markdown: ${files.length} pages written to out/ as .md`;
}

if (isMain(import.meta)) void runStep('Markdown export', exportMarkdown);
