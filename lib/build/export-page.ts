import type { BootStart } from '@/lib/inline-scripts/boot-script';
import { bootAfterPaint, startupChunks } from './boot-after-paint';
import { compactFlight } from './compact-flight';
import { withPageCsp } from './page-csp';
import { ExportRewriteError } from './rewrite-error';
import { withStructuredData } from './structured-data';

export const COMPILE_HINT_REWRITE = 'compile-hint';

/**
 * Every rewrite of one exported page (scripts/build/optimize-export.ts), in order: a doc page gets its structured
 * data (`structuredData`, its JSON-LD; structured-data.ts), the inline flight data is written with fewer escapes
 * (compact-flight.ts), the framework loads after the first frame (boot-after-paint.ts), then the page gets its own
 * CSP (page-csp.ts), which hashes the rewritten scripts and the boot script. Also returns the chunks the page runs
 * at start, which get the compile hint (compile-hint.ts).
 * Each rewrite must find its pattern on every page; when one does not, this throws ExportRewriteError with
 * the rewrite's name and the page. Running it on its own output changes nothing.
 */
export function rewriteExportPage(
  html: string,
  pathname: string,
  start: BootStart = 'after-paint',
  structuredData?: string,
): { html: string; startupChunks: string[] } {
  const chunks = startupChunks(html);
  if (chunks.length === 0)
    throw new ExportRewriteError(COMPILE_HINT_REWRITE, pathname, 'no startup chunk (script, script preload or boot list) to mark');
  const described = structuredData ? withStructuredData(html, pathname, structuredData) : html;
  return { html: withPageCsp(bootAfterPaint(compactFlight(described, pathname), pathname, start), pathname), startupChunks: chunks };
}

/** One line per failed page, at most `limit` of them, then how many more. */
export function rewriteFailures(errors: ExportRewriteError[], pages: number, limit = 10): string {
  const lines = errors.slice(0, limit).map((error) => `  ${error.message}`);
  if (errors.length > limit) lines.push(`  … and ${errors.length - limit} more`);
  const what = `${errors.length} of ${pages} exported pages could not be rewritten`;
  return `${what}; Next.js's output has changed shape (docs/ARCHITECTURE.md: "Upgrading Next.js"):\n${lines.join('\n')}`;
}
