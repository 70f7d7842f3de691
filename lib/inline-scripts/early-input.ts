import { APP_STARTED_ATTRIBUTE, APP_STARTED_EVENT } from '@/lib/browser/app-started';
import { OPENS_SEARCH, SEARCH_TRIGGER } from '@/lib/search/shortcut';

/** The object on window through which the early-input script hands held input to the boot script. */
export const EARLY_INPUT_GLOBAL = '__wrenEarlyInput';

/**
 * Runs in every page's head, so nothing a reader does before the app is ready for it is lost, however
 * early: a button pressed, a body search field clicked or a select changed before the app has started is
 * held and replayed once the app announces that it has (lib/browser/app-started.ts). The search shortcut
 * (isSearchShortcut, lib/search/shortcut.ts, which test/unit/inline-scripts.test.ts compares it with) and a
 * press of the navbar's search button are held
 * until the search button itself listens, whenever that is: it sets `searchRequested`, which the button reads
 * when it mounts (lib/browser/early-input-bridge.ts), so the order in which parts of the app start does not matter.
 * Holding anything also asks the boot script (lib/inline-scripts/boot-script.ts) to start the framework
 * at once: through `start` if that script has run, or through `wanted` when it runs.
 */
export const EARLY_INPUT_SCRIPT = [
  `(function(w,d){var q=w.${EARLY_INPUT_GLOBAL}={held:[],start:null,wanted:false,searchRequested:false,searchListening:false};`,
  `function ready(){return d.documentElement.hasAttribute('${APP_STARTED_ATTRIBUTE}')}`,
  'function boot(){q.start?q.start():q.wanted=true}',
  'function keep(f){q.held.push(f);boot()}',
  `function hold(e){var b=!ready()&&e.target.closest&&e.target.closest('button,[${SEARCH_TRIGGER}]');if(!b)return;` +
    `if(b.hasAttribute('${OPENS_SEARCH}')&&!q.searchListening){q.searchRequested=true;boot()}` +
    'else keep(function(){b.isConnected&&b.click()})}',
  // A choice in a select (the edition) is made again once React listens for it.
  "function choose(e){var s=e.target;if(s.tagName==='SELECT'&&!ready()){var v=s.value;" +
    "keep(function(){if(s.isConnected){s.value=v;s.dispatchEvent(new Event('change',{bubbles:true}))}})}}",
  'function editable(t){return !!t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName||""))}',
  'function key(e){if(q.searchListening)return;var k=(e.key||"").toLowerCase();',
  "if((k==='k'&&(e.ctrlKey||e.metaKey)&&!e.altKey&&!e.shiftKey)||(k==='/'&&!e.ctrlKey&&!e.metaKey&&!e.altKey&&!editable(e.target))){",
  'e.preventDefault();q.searchRequested=true;boot()}}',
  "d.addEventListener('click',hold,true);d.addEventListener('change',choose,true);w.addEventListener('keydown',key,true);",
  `w.addEventListener('${APP_STARTED_EVENT}',function(){d.removeEventListener('click',hold,true);`,
  "d.removeEventListener('change',choose,true);",
  'setTimeout(function(){q.held.splice(0).forEach(function(f){f()})},0)},{once:true})})(window,document)',
].join('');
