/**
 * Rewrites an exported page so its content paints before the framework loads.
 *
 * Next.js puts its chunks in the head as `<script async>` (and preloads the page's own chunks).
 * They then compete with the HTML and CSS for the connection, and on a fast one they arrive while
 * the HTML is still being parsed and run before the first frame. The page is complete HTML that
 * reads and navigates without JavaScript, so the content goes first: the chunks are requested once
 * the document is parsed and the first frame has been painted (at once in a hidden tab, where nothing paints).
 *
 * A page whose content needs nothing from the framework until the reader acts (the home page) starts
 * it 'on-intent' instead, so it runs no JavaScript at load (bootStartFor).
 *
 * A button pressed, a body search field clicked, a select changed or the search shortcut typed before
 * the app has started is not lost: the boot script holds it, starts the framework at once if it has
 * not yet, and replays it when the app announces that it has started (lib/browser/app-started.ts,
 * sent by components/shell/app-started.client.tsx).
 */

import { BOOT_MARKER, bootScript, type BootStart } from '@/lib/inline-scripts/boot-script';
import { ExportRewriteError } from './rewrite-error';

const FRAMEWORK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]* href="(\/_next\/static\/[^"]+\.js)"\/>/g;
/**
 * The preload React writes (`ReactDOM.preload`, attributes in this order) for a chunk that a client
 * component of the page imports, such as an MDX page's island: not one of the scripts the boot list runs,
 * and low priority. The rewrite has always left it in place (only /oss/engine/guide/check_manifest has one
 * in 16.4); it is named here so that it is left on purpose.
 */
const ISLAND_PRELOAD = /^<link rel="preload" href="\/_next\/static\/[^"]+\.js" as="script" fetchPriority="low"\/>$/;
/** Any framework script or script preload, whatever its attributes' order: none but those above may be left after the rewrite. */
const ANY_FRAMEWORK_TAG = /<script\b[^>]*\ssrc="\/_next\/[^"]*"[^>]*>|<link\b(?=[^>]*\srel="preload")(?=[^>]*\sas="script")[^>]*>/g;

export const BOOT_AFTER_PAINT = 'boot-after-paint';

/**
 * The home page waits for intent. Not when a page view or marketing script is configured at build
 * time: those run in the framework and must run on every visit.
 */
export function bootStartFor(pathname: string, services: { analyticsEndpoint?: string; marketingScript?: string }): BootStart {
  return pathname === '/' && !services.analyticsEndpoint && !services.marketingScript ? 'on-intent' : 'after-paint';
}

/**
 * The page with its framework scripts and their preloads replaced by one boot script at the end of the
 * body, which runs `prelude` first (see bootScript). A page already rewritten comes back as it is.
 * Throws ExportRewriteError when the page has no framework script of the expected shape, or keeps one of another
 * shape (other than the nomodule polyfills) after the rewrite: Next.js has changed its markup.
 */
export function bootAfterPaint(html: string, page = 'the page', start: BootStart = 'after-paint', prelude = ''): string {
  if (html.includes(BOOT_MARKER)) return html;
  const sources: string[] = [];
  const rewritten = html.replace(SCRIPT_PRELOAD, '').replace(FRAMEWORK_SCRIPT, (_, src: string) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (sources.length === 0)
    throw new ExportRewriteError(BOOT_AFTER_PAINT, page, 'no <script src="/_next/static/…" async=""></script> to move');
  const left = [...rewritten.matchAll(ANY_FRAMEWORK_TAG)]
    .map(([tag]) => tag)
    .filter((tag) => !/\snomodule/i.test(tag) && !ISLAND_PRELOAD.test(tag));
  if (left.length)
    throw new ExportRewriteError(
      BOOT_AFTER_PAINT,
      page,
      `${left.length} framework tag(s) of an unknown shape left in place, first ${left[0]}`,
    );
  if (!rewritten.includes('</body>')) throw new ExportRewriteError(BOOT_AFTER_PAINT, page, 'no </body> to put the boot script before');
  return rewritten.replace('</body>', `${bootScript(sources, start, prelude)}</body>`);
}

const BOOT_LIST = /(\[[^\]]*\])\.forEach\(/;

const STARTUP_SCRIPT = /<(?:script src|link rel="preload" as="script"[^>]* href)="(\/_next\/static\/chunks\/[^"]+\.js)"([^>]*)>/g;

/**
 * The chunks a page runs before any interaction, whether or not it has been rewritten: its script
 * tags and script preloads, or the list its boot script inserts; never the nomodule polyfills.
 */
export function startupChunks(html: string): string[] {
  const tagged = [...html.matchAll(STARTUP_SCRIPT)].filter((match) => !/nomodule/i.test(match[2])).map((match) => match[1]);
  const booted = html.match(new RegExp(`<script ${BOOT_MARKER}="">[^<]*`))?.[0].match(BOOT_LIST)?.[1];
  return [...new Set([...tagged, ...(booted ? (JSON.parse(booted) as string[]) : [])])];
}
