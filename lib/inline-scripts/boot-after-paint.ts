import { APP_STARTED_ATTRIBUTE, APP_STARTED_EVENT } from '@/lib/browser/app-started';

/** Marks the boot script, so a page is rewritten once (lib/build/boot-after-paint.ts). */
export const BOOT_MARKER = 'data-boot-after-paint';

/**
 * The script lib/build/boot-after-paint.ts puts at the end of each exported page's body: it inserts the
 * framework's chunks (`sources`, in order) once the document is parsed and the first frame has painted,
 * or at once when the reader presses a button or the search shortcut first; those are held and
 * replayed when the app announces that it has started. Kept as a string because it is inlined into
 * each page; its shortcut check is isSearchShortcut's (lib/search/shortcut.ts), which
 * test/unit/inline-scripts.test.ts checks on every combination of modifiers.
 */
export function bootScript(sources: string[]): string {
  const load = `function(){var f=document.createDocumentFragment();${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement('script');e.src=s;e.async=true;f.appendChild(e)});document.head.appendChild(f)}`;
  // Held until the app starts: clicks on buttons, and the search shortcut (lib/search/shortcut.ts).
  const boot = [
    `var started=false,held=[],keys=[],ready=function(){return document.documentElement.hasAttribute('${APP_STARTED_ATTRIBUTE}')};`,
    'function start(){if(!started){started=true;load()}}',
    "function hold(e){var b=e.target.closest&&e.target.closest('button');if(b&&!ready()){held.push(b);start()}}",
    "function key(e){if(!ready()&&(e.ctrlKey||e.metaKey)&&!e.altKey&&!e.shiftKey&&e.key.toLowerCase()==='k'){e.preventDefault();keys.push({key:e.key,ctrlKey:e.ctrlKey,metaKey:e.metaKey,bubbles:true});start()}}",
    "document.addEventListener('click',hold,true);addEventListener('keydown',key,true);",
    `addEventListener('${APP_STARTED_EVENT}',function(){document.removeEventListener('click',hold,true);removeEventListener('keydown',key,true);setTimeout(function(){held.forEach(function(b){b.isConnected&&b.click()});keys.forEach(function(k){document.dispatchEvent(new KeyboardEvent('keydown',k))})},0)},{once:true});`,
    // After the parser is done: on a busy machine it yields mid-document and a frame can paint before the end.
    "function go(){document.visibilityState==='hidden'?start():requestAnimationFrame(function(){setTimeout(start,0)})}",
    "document.readyState==='loading'?addEventListener('DOMContentLoaded',go,{once:true}):go()",
  ].join('');
  return `<script ${BOOT_MARKER}="">(function(load){${boot}})(${load})</script>`;
}
