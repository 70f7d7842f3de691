import { APP_STARTED_ATTRIBUTE, APP_STARTED_EVENT } from '@/lib/browser/app-started';
import { SEARCH_TRIGGER } from '@/lib/search/shortcut';

/** The object on window through which the early-input script hands held input to the boot script. */
export const EARLY_INPUT_GLOBAL = '__wrenEarlyInput';

/**
 * Runs first in every page's head, so nothing a reader does before the app has started is lost, however
 * early: a button pressed, a body search field clicked, a select changed or the search shortcut typed
 * (isSearchShortcut, lib/search/shortcut.ts, which test/unit/inline-scripts.test.ts compares it with) while
 * the page is still being parsed or its framework is loading. Each is held and replayed once the app
 * announces that it has started (lib/browser/app-started.ts). Holding one also asks the boot script
 * (lib/inline-scripts/boot-after-paint.ts) to start the framework at once: through `start` if that script
 * has run, or through `wanted` when it runs.
 */
export const EARLY_INPUT_SCRIPT = [
  `(function(w,d){var q=w.${EARLY_INPUT_GLOBAL}={held:[],start:null,wanted:false};`,
  `function ready(){return d.documentElement.hasAttribute('${APP_STARTED_ATTRIBUTE}')}`,
  'function keep(f){q.held.push(f);q.start?q.start():q.wanted=true}',
  `function hold(e){var b=!ready()&&e.target.closest&&e.target.closest('button,[${SEARCH_TRIGGER}]');` +
    'if(b)keep(function(){b.isConnected&&b.click()})}',
  // A choice in a select (the edition) is made again once React listens for it.
  "function choose(e){var s=e.target;if(s.tagName==='SELECT'&&!ready()){var v=s.value;" +
    "keep(function(){if(s.isConnected){s.value=v;s.dispatchEvent(new Event('change',{bubbles:true}))}})}}",
  'function editable(t){return !!t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName||""))}',
  'function key(e){if(ready())return;var k=(e.key||"").toLowerCase();',
  "if((k==='k'&&(e.ctrlKey||e.metaKey)&&!e.altKey&&!e.shiftKey)||(k==='/'&&!e.ctrlKey&&!e.metaKey&&!e.altKey&&!editable(e.target))){",
  'e.preventDefault();var o={key:e.key,ctrlKey:e.ctrlKey,metaKey:e.metaKey,shiftKey:e.shiftKey,bubbles:true};',
  "keep(function(){d.dispatchEvent(new KeyboardEvent('keydown',o))})}}",
  "d.addEventListener('click',hold,true);d.addEventListener('change',choose,true);w.addEventListener('keydown',key,true);",
  `w.addEventListener('${APP_STARTED_EVENT}',function(){d.removeEventListener('click',hold,true);`,
  "d.removeEventListener('change',choose,true);w.removeEventListener('keydown',key,true);",
  'setTimeout(function(){q.held.splice(0).forEach(function(f){f()})},0)},{once:true})})(window,document)',
].join('');
