import { APP_STARTED_ATTRIBUTE, APP_STARTED_EVENT } from '@/lib/browser/app-started';
import { SEARCH_TRIGGER } from '@/lib/search/shortcut';

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
 * A button pressed, a body search field clicked, a select changed or the search shortcut typed before
 * the app has started starts it at once, and is held and replayed when the app announces that it has
 * started. Kept as a string because it is inlined into each page; its shortcut check is
 * isSearchShortcut's (lib/search/shortcut.ts), which test/unit/inline-scripts.test.ts checks on every
 * combination of modifiers.
 */
export function bootScript(sources: string[], start: BootStart = 'after-paint'): string {
  const load =
    `function(){var f=document.createDocumentFragment();${JSON.stringify(sources)}.forEach(function(s){` +
    "var e=document.createElement('script');e.src=s;e.async=true;f.appendChild(e)});document.head.appendChild(f)}";
  const boot = [
    `var started=false,held=[],keys=[],ready=function(){return document.documentElement.hasAttribute('${APP_STARTED_ATTRIBUTE}')};`,
    'function start(){if(!started){started=true;load()}}',
    `function hold(e){var b=e.target.closest&&e.target.closest('button,[${SEARCH_TRIGGER}]');` +
      'if(b&&!ready()){held.push(function(){b.isConnected&&b.click()});start()}}',
    // A choice in a select (the docs version) is made again once React listens for it.
    "function choose(e){var s=e.target;if(s.tagName==='SELECT'&&!ready()){var v=s.value;" +
      "held.push(function(){if(s.isConnected){s.value=v;s.dispatchEvent(new Event('change',{bubbles:true}))}});start()}}",
    "function key(e){if(!ready()&&(e.ctrlKey||e.metaKey)&&!e.altKey&&!e.shiftKey&&e.key.toLowerCase()==='k'){e.preventDefault();" +
      'keys.push({key:e.key,ctrlKey:e.ctrlKey,metaKey:e.metaKey,bubbles:true});start()}}',
    "document.addEventListener('click',hold,true);document.addEventListener('change',choose,true);addEventListener('keydown',key,true);",
    `addEventListener('${APP_STARTED_EVENT}',function(){document.removeEventListener('click',hold,true);` +
      "document.removeEventListener('change',choose,true);removeEventListener('keydown',key,true);" +
      'setTimeout(function(){held.forEach(function(f){f()});' +
      'keys.forEach(function(k){document.dispatchEvent(new KeyboardEvent("keydown",k))})},0)},{once:true});',
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
