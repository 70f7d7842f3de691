/**
 * Rewrites an exported page so its content paints before the framework loads.
 *
 * Next.js puts its chunks in the head as `<script async>` (and preloads the page's own chunks).
 * They then compete with the HTML and CSS for the connection, and on a fast one they arrive while
 * the HTML is still being parsed and run before the first frame. The page is complete HTML that
 * reads and navigates without JavaScript, so the content goes first: the chunks are requested
 * after the first frame has been painted (at once in a hidden tab, where nothing paints).
 */

const FRAMEWORK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]* href="(\/_next\/static\/[^"]+\.js)"\/>/g;

export const BOOT_MARKER = 'data-boot-after-paint';

export function bootAfterPaint(html: string): string {
  if (html.includes(BOOT_MARKER)) return html;
  const sources: string[] = [];
  const rewritten = html.replace(SCRIPT_PRELOAD, '').replace(FRAMEWORK_SCRIPT, (_, src: string) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  return rewritten.replace('</body>', `${bootScript(sources)}</body>`);
}

const BOOT_LIST = /(\[[^\]]*\])\.forEach\(/;

function bootScript(sources: string[]): string {
  const boot = `function(){var f=document.createDocumentFragment();${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement('script');e.src=s;e.async=true;f.appendChild(e)});document.head.appendChild(f)}`;
  return `<script ${BOOT_MARKER}="">(function(b){document.visibilityState==='hidden'?b():requestAnimationFrame(function(){setTimeout(b,0)})})(${boot})</script>`;
}

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
