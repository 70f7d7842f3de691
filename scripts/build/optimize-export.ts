/**
 * Rewrites the exported site in out/, after `next build` (running it twice changes nothing):
 * 1. every page paints before the framework starts (lib/build/boot-after-paint.ts),
 * 2. every page carries its own CSP with the hashes of its inline scripts (lib/build/page-csp.ts),
 * 3. the chunks pages run at start carry V8's compile hint (lib/build/compile-hint.ts),
 * 4. the RSC payload copies the client router never requests are deleted (lib/build/payloads.ts).
 * Run by postbuild.ts; `tsx scripts/build/optimize-export.ts` runs it alone.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bootAfterPaint, startupChunks } from '@/lib/build/boot-after-paint';
import { withCompileHint } from '@/lib/build/compile-hint';
import { withPageCsp } from '@/lib/build/page-csp';
import { isUnfetchedPayload } from '@/lib/build/payloads';
import { cleanPath } from '@/lib/clean-path';
import { isMain, runStep } from '../cli';

export function optimizeExport(out = path.resolve('out')): string {
  const pages: string[] = [];
  let removed = 0;
  for (const entry of readdirSync(out, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (entry.name.endsWith('.html')) pages.push(file);
    else if (isUnfetchedPayload(entry.name)) {
      rmSync(file);
      removed++;
    }
  }

  const chunks = new Set<string>();
  let rewrittenPages = 0;
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    for (const chunk of startupChunks(html)) chunks.add(chunk);
    const pathname = cleanPath(`/${path.relative(out, page).split(path.sep).join('/')}`);
    const rewritten = withPageCsp(bootAfterPaint(html), pathname);
    if (rewritten === html) continue;
    writeFileSync(page, rewritten);
    rewrittenPages++;
  }
  for (const chunk of chunks) {
    const file = path.join(out, chunk);
    writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
  }
  return `optimize export: ${rewrittenPages} of ${pages.length} pages rewritten (paint before the framework starts, own CSP); ${chunks.size} startup chunks carry the compile hint; ${removed} unrequested payload copies removed`;
}

if (isMain(import.meta)) void runStep('Export optimization', optimizeExport);
