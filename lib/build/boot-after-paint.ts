/**
 * Rewrites an exported page so the browser paints it before it runs the framework.
 *
 * Next.js puts its chunks in the head as `<script async>`. On a fast connection they arrive while
 * the HTML is still being parsed and run before the first frame, so the first paint waits for
 * React to start. The page is complete HTML that reads and navigates without JavaScript, so the
 * chunks can wait one frame: they are still downloaded at once (a low-priority preload) and are
 * inserted after the first frame has been painted, or at once in a hidden tab, where nothing
 * paints.
 */

const FRAMEWORK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;

export const BOOT_MARKER = 'data-boot-after-paint';

export function bootAfterPaint(html: string): string {
  if (html.includes(BOOT_MARKER)) return html;
  const sources: string[] = [];
  let rewritten = html.replace(FRAMEWORK_SCRIPT, (_, src: string) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const preloaded = new Set([...html.matchAll(SCRIPT_PRELOAD)].map((match) => match[1]));
  const preloads = sources.filter((src) => !preloaded.has(src)).map((src) => `<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`).join('');
  rewritten = rewritten.replace('</head>', `${preloads}</head>`);
  return rewritten.replace('</body>', `${bootScript(sources)}</body>`);
}

function bootScript(sources: string[]): string {
  const boot = `function(){${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement('script');e.src=s;e.async=true;document.head.appendChild(e)})}`;
  return `<script ${BOOT_MARKER}="">(function(b){document.visibilityState==='hidden'?b():requestAnimationFrame(function(){setTimeout(b,0)})})(${boot})</script>`;
}
