import { BOOT_MARKER, type BootStart } from '@/lib/inline-scripts/boot-script';
import { bodyRestoreScript, cutBodyRow } from './body-from-dom';
import { bootAfterPaint, startupChunks } from './boot-after-paint';
import { compactFlight } from './compact-flight';
import { withPageCsp } from './page-csp';
import { ExportRewriteError } from './rewrite-error';
import { withStructuredData } from './structured-data';

export const COMPILE_HINT_REWRITE = 'compile-hint';
export const BODY_FROM_DOM_REWRITE = 'body-from-dom';

export type PageRewriteOptions = {
  /** When the framework starts (bootStartFor). */
  start?: BootStart;
  /** A doc page's JSON-LD. */
  structuredData?: string;
  /** Whether the page is a doc page whose body is HTML: its inline flight data must then lose it (body-from-dom.ts). */
  htmlBody?: boolean;
};

/**
 * Every rewrite of one exported page (scripts/build/optimize-export.ts), in order: a doc page gets its structured
 * data (`structuredData`, its JSON-LD; structured-data.ts), a page with an HTML body loses it from the inline flight
 * data (body-from-dom.ts), the inline flight data is written with fewer escapes (compact-flight.ts), the framework loads
 * after the first frame, once the boot script has put the body back (boot-after-paint.ts), then the page gets its own
 * CSP (page-csp.ts), which hashes the rewritten scripts and the boot script. Also returns the chunks the page runs
 * at start, which get the compile hint (compile-hint.ts), and whether its body left the inline flight data.
 * Each rewrite must find its pattern on every page; when one does not, this throws ExportRewriteError with
 * the rewrite's name and the page. Running it on its own output changes nothing.
 */
export function rewriteExportPage(
  html: string,
  pathname: string,
  { start = 'after-paint', structuredData, htmlBody = false }: PageRewriteOptions = {},
): { html: string; startupChunks: string[]; bodyCut: boolean } {
  const chunks = startupChunks(html);
  if (chunks.length === 0)
    throw new ExportRewriteError(COMPILE_HINT_REWRITE, pathname, 'no startup chunk (script, script preload or boot list) to mark');
  const described = structuredData ? withStructuredData(html, pathname, structuredData) : html;
  const cut = cutBodyRow(described);
  if (htmlBody && !cut.row && !html.includes(BOOT_MARKER))
    throw new ExportRewriteError(
      BODY_FROM_DOM_REWRITE,
      pathname,
      'no text row of the inline flight data holds the body of <div class="markdown">',
    );
  const prelude = cut.row ? bodyRestoreScript(cut.row) : '';
  const booted = bootAfterPaint(compactFlight(cut.html, pathname), pathname, start, prelude);
  return { html: withPageCsp(booted, pathname), startupChunks: chunks, bodyCut: Boolean(cut.row) };
}

/** One line per failed page, at most `limit` of them, then how many more. */
export function rewriteFailures(errors: ExportRewriteError[], pages: number, limit = 10): string {
  const lines = errors.slice(0, limit).map((error) => `  ${error.message}`);
  if (errors.length > limit) lines.push(`  … and ${errors.length - limit} more`);
  const what = `${errors.length} of ${pages} exported pages could not be rewritten`;
  return `${what}; Next.js's output has changed shape (docs/ARCHITECTURE.md: "Upgrading Next.js"):\n${lines.join('\n')}`;
}
