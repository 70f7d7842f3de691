/**
 * Rewrites the exported site in out/, after `next build` (running it twice changes nothing):
 * 1. every doc page gets its structured data in its head (lib/build/structured-data.ts), a page whose body is HTML
 *    loses the copy of it in its inline flight data (lib/build/body-from-dom.ts), and every page's inline flight data
 *    is written with fewer escapes (lib/build/compact-flight.ts),
 * 2. every page paints before the framework starts, the home page at the reader's first interaction
 *    (lib/build/boot-after-paint.ts),
 * 3. every page carries its own CSP with the hashes of its inline scripts (lib/build/page-csp.ts),
 * 4. the chunks pages run at start carry V8's compile hint (lib/build/compile-hint.ts),
 * 5. the RSC payload copies the client router never requests are deleted (lib/build/payloads.ts).
 * Run by postbuild.ts; `tsx scripts/build/optimize-export.ts` runs it alone.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withCompileHint } from '@/lib/build/compile-hint';
import { bootStartFor } from '@/lib/build/boot-after-paint';
import { rewriteExportPage, rewriteFailures } from '@/lib/build/export-page';
import { isUnfetchedPayload, UNFETCHED_PAYLOAD } from '@/lib/build/payloads';
import { ExportRewriteError } from '@/lib/build/rewrite-error';
import { BOOT_MARKER } from '@/lib/inline-scripts/boot-script';
import { siteConfig } from '@/lib/config/site-config';
import { getPage } from '@/lib/content';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { docPageLd } from '@/lib/seo/structured-data';
import { cleanPath } from '@/lib/hosting/clean-path';
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
  const failures: ExportRewriteError[] = [];
  let rewrittenPages = 0;
  let cutBodies = 0;
  let freshPages = 0;
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const pathname = cleanPath(`/${path.relative(out, page).split(path.sep).join('/')}`);
    if (!html.includes(BOOT_MARKER)) freshPages++;
    let rewritten: string;
    try {
      const services = { analyticsEndpoint: siteConfig.analytics.endpoint, marketingScript: siteConfig.analytics.marketingScript };
      const doc = getPage(pathname);
      const result = rewriteExportPage(html, pathname, {
        start: bootStartFor(pathname, services),
        structuredData: doc && serializeJsonLd(docPageLd(doc)),
        htmlBody: Boolean(doc && !doc.mdxModule),
      });
      for (const chunk of result.startupChunks) chunks.add(chunk);
      if (result.bodyCut) cutBodies++;
      rewritten = result.html;
    } catch (error) {
      if (!(error instanceof ExportRewriteError)) throw error;
      failures.push(error);
      continue;
    }
    if (rewritten === html) continue;
    writeFileSync(page, rewritten);
    rewrittenPages++;
  }
  if (failures.length) throw new Error(rewriteFailures(failures, pages.length));
  // A fresh export has a payload copy for (nearly) every page; none at all means Next.js renamed or dropped it.
  if (freshPages > 0 && removed === 0)
    throw new ExportRewriteError(
      'payloads',
      path.relative(process.cwd(), out) || '.',
      `no ${UNFETCHED_PAYLOAD} among ${freshPages} freshly exported pages`,
    );
  for (const chunk of chunks) {
    const file = path.join(out, chunk);
    writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
  }
  return (
    `optimize export: ${rewrittenPages} of ${pages.length} pages rewritten (${cutBodies} bodies out of the inline flight, ` +
    `compact inline flight, paint before the framework starts, own CSP); ${chunks.size} startup chunks carry the compile ` +
    `hint; ${removed} unrequested payload copies removed`
  );
}

if (isMain(import.meta)) void runStep('Export optimization', optimizeExport);
