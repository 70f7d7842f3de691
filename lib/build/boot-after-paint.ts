/**
 * Rewrites an exported page so its content paints before the framework loads.
 *
 * Next.js puts its chunks in the head as `<script async>` (and preloads the page's own chunks).
 * They then compete with the HTML and CSS for the connection, and on a fast one they arrive while
 * the HTML is still being parsed and run before the first frame. The page is complete HTML that
 * reads and navigates without JavaScript, so the content goes first: the chunks are requested once
 * the document is parsed and the first frame has been painted (at once in a hidden tab, where nothing paints).
 *
 * A button pressed, or the search shortcut typed, before the app has started is not lost: the boot
 * script holds it, starts the framework at once if it has not yet, and replays it when the app
 * announces that it has started (lib/app-started.ts, sent by components/shell/app-started.client.tsx).
 */

import { APP_STARTED_ATTRIBUTE, APP_STARTED_EVENT } from '@/lib/app-started';

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
  const load =
    `function(){var f=document.createDocumentFragment();${JSON.stringify(sources)}.forEach(function(s){` +
    "var e=document.createElement('script');e.src=s;e.async=true;f.appendChild(e)});document.head.appendChild(f)}";
  // Held until the app starts: clicks on buttons, and the search shortcut (lib/search/shortcut.ts).
  const boot = [
    `var started=false,held=[],keys=[],ready=function(){return document.documentElement.hasAttribute('${APP_STARTED_ATTRIBUTE}')};`,
    'function start(){if(!started){started=true;load()}}',
    "function hold(e){var b=e.target.closest&&e.target.closest('button');if(b&&!ready()){held.push(b);start()}}",
    "function key(e){if(!ready()&&(e.ctrlKey||e.metaKey)&&!e.altKey&&!e.shiftKey&&e.key.toLowerCase()==='k'){e.preventDefault();",
    'keys.push({key:e.key,ctrlKey:e.ctrlKey,metaKey:e.metaKey,bubbles:true});start()}}',
    "document.addEventListener('click',hold,true);addEventListener('keydown',key,true);",
    `addEventListener('${APP_STARTED_EVENT}',function(){`,
    "document.removeEventListener('click',hold,true);removeEventListener('keydown',key,true);",
    "setTimeout(function(){held.forEach(function(b){b.isConnected&&b.click()});",
    "keys.forEach(function(k){document.dispatchEvent(new KeyboardEvent('keydown',k))})},0)},{once:true});",
    // After the parser is done: on a busy machine it yields mid-document and a frame can paint before the end.
    "function go(){document.visibilityState==='hidden'?start():requestAnimationFrame(function(){setTimeout(start,0)})}",
    "document.readyState==='loading'?addEventListener('DOMContentLoaded',go,{once:true}):go()",
  ].join('');
  return `<script ${BOOT_MARKER}="">(function(load){${boot}})(${load})</script>`;
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
