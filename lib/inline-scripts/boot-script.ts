import { EARLY_INPUT_GLOBAL } from './early-input';

/** Marks the boot script, so a page is rewritten once (lib/build/boot-after-paint.ts). */
export const BOOT_MARKER = 'data-boot-after-paint';

/** When the framework starts: after the first frame, or at the reader's first interaction. */
export type BootStart = 'after-paint' | 'on-intent';

/** Interaction events that start an 'on-intent' page: any sign that a reader is about to act. */
export const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/**
 * The script lib/build/boot-after-paint.ts puts at the end of each exported page's body: it inserts the
 * framework's chunks (`sources`, in order) once the document is parsed and the first frame has painted
 * ('after-paint'), or at the reader's first pointer, touch, key, focus, wheel or scroll ('on-intent';
 * after paint when a host page sets `window.WREN_ANALYTICS_ENDPOINT`, so its page view is sent).
 * Input made before the app has started is held by the early-input script in the head
 * (lib/inline-scripts/early-input.ts); it starts the framework at once through `start`. `prelude`, statements of the
 * page's own, runs just before the chunks are inserted (lib/build/body-from-dom.ts). Kept as a string because it is
 * inlined into each page.
 */
export function bootScript(sources: string[], start: BootStart = 'after-paint', prelude = ''): string {
  const load =
    `function(){${prelude}var f=document.createDocumentFragment();${JSON.stringify(sources)}.forEach(function(s){` +
    "var e=document.createElement('script');e.src=s;e.async=true;f.appendChild(e)});document.head.appendChild(f)}";
  const boot = [
    'var started=false;function start(){if(!started){started=true;load()}}',
    `var q=window.${EARLY_INPUT_GLOBAL};if(q){q.start=start;if(q.wanted)start()}`,
    // After the parser is done: on a busy machine it yields mid-document and a frame can paint before the end.
    "function go(){document.visibilityState==='hidden'?start():requestAnimationFrame(function(){setTimeout(start,0)})}",
    "function afterPaint(){document.readyState==='loading'?addEventListener('DOMContentLoaded',go,{once:true}):go()}",
    start === 'on-intent'
      ? `window.WREN_ANALYTICS_ENDPOINT?afterPaint():${JSON.stringify(INTENT_EVENTS)}` +
        '.forEach(function(t){addEventListener(t,start,{capture:true,passive:true,once:true})})'
      : 'afterPaint()',
  ].join('');
  return `<script ${BOOT_MARKER}="">(function(load){${boot}})(${load})</script>`;
}
