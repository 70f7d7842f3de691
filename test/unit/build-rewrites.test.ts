import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { bootAfterPaint, bootStartFor, startupChunks } from '@/lib/build/boot-after-paint';
import { BOOT_MARKER } from '@/lib/inline-scripts/boot-script';
import { EARLY_INPUT_SCRIPT } from '@/lib/inline-scripts/early-input';
import { COMPILE_HINT, withCompileHint } from '@/lib/build/compile-hint';
import { isUnfetchedPayload } from '@/lib/build/payloads';

const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/router.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><p>Text</p>',
  '<script src="/_next/static/chunks/late.js" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script>',
  '</body></html>',
].join('');

describe('bootAfterPaint', () => {
  const rewritten = bootAfterPaint(PAGE);

  it('takes the framework scripts and their preloads out of the markup, so the content has the connection to itself', () => {
    expect(rewritten).not.toMatch(/<script src="\/_next\/static\/chunks\/(main|router|late)\.js"/);
    expect(rewritten).not.toContain('rel="preload" as="script"');
    expect(rewritten).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
  });

  it('inserts them, in their order, from one script at the end of the body that waits for the first frame', () => {
    const boot = rewritten.match(new RegExp(`<script ${BOOT_MARKER}="">(.*?)</script></body>`))?.[1] ?? '';
    expect(boot).toContain('requestAnimationFrame');
    // Input held by the early-input script in the head starts the framework at once.
    expect(boot).toContain('window.__wrenEarlyInput');
    expect(boot).toContain("document.visibilityState==='hidden'");
    expect(boot).toContain('["/_next/static/chunks/main.js","/_next/static/chunks/router.js","/_next/static/chunks/late.js"]');
  });

  it('leaves the nomodule polyfills, the page data and the text alone, and changes nothing the second time', () => {
    expect(rewritten).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(rewritten).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(rewritten).toContain('<p>Text</p>');
    expect(bootAfterPaint(rewritten)).toBe(rewritten);
  });

  it('refuses a page without framework scripts, naming the page: Next.js has changed its markup', () => {
    const plain = '<html><head></head><body><p>Hi</p></body></html>';
    expect(() => bootAfterPaint(plain, '/hi')).toThrow(
      'boot-after-paint: /hi: no <script src="/_next/static/…" async=""></script> to move',
    );
  });
});

describe('starting on intent', () => {
  /** Runs a rewritten page in jsdom and returns the framework scripts its boot script has inserted so far. */
  function load(html: string, before = '') {
    const dom = new JSDOM(html.replace('<head>', `<head><script>self.__next_f=[];${before};${EARLY_INPUT_SCRIPT}</script>`), {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    });
    const inserted = () =>
      [...dom.window.document.querySelectorAll('head script[src]:not([nomodule])')].map((script) => script.getAttribute('src'));
    return { window: dom.window, inserted };
  }

  it('the home page waits for intent unless a page view or marketing script must run on every visit', () => {
    expect(bootStartFor('/', {})).toBe('on-intent');
    expect(bootStartFor('/cp/overview', {})).toBe('after-paint');
    expect(bootStartFor('/', { analyticsEndpoint: '/collect' })).toBe('after-paint');
    expect(bootStartFor('/', { marketingScript: 'https://example.com/m.js' })).toBe('after-paint');
  });

  it('requests no framework script until the first interaction, then all of them once', () => {
    const page = load(bootAfterPaint(PAGE, '/', 'on-intent'));
    expect(page.inserted()).toEqual([]);
    page.window.dispatchEvent(new page.window.Event('pointermove'));
    expect(page.inserted()).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/router.js', '/_next/static/chunks/late.js']);
    page.window.dispatchEvent(new page.window.KeyboardEvent('keydown', { key: 'a' }));
    expect(page.inserted()).toHaveLength(3);
  });

  it('starts after paint when the host page asks for page views at run time', async () => {
    const page = load(bootAfterPaint(PAGE, '/', 'on-intent'), "window.WREN_ANALYTICS_ENDPOINT='/collect'");
    await new Promise((resolve) => page.window.requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(page.inserted()).toHaveLength(3);
  });

  it('makes a choice in a select again, and a click on a body search field, once the app has started', async () => {
    const body =
      '<select id="v"><option value="a" selected>A</option><option value="b">B</option></select>' +
      '<form data-search-trigger><input id="q"></form>';
    const page = load(bootAfterPaint(PAGE.replace('<p>Text</p>', body), '/', 'on-intent'));
    const { document } = page.window;
    const select = document.querySelector('select')!;
    select.value = 'b';
    select.dispatchEvent(new page.window.Event('change', { bubbles: true }));
    expect(page.inserted()).toHaveLength(3);
    (document.querySelector('#q') as HTMLElement).click();
    const replayed: string[] = [];
    document.addEventListener('change', (event) => replayed.push(`change ${(event.target as HTMLSelectElement).value}`));
    document.addEventListener('click', (event) => replayed.push(`click ${(event.target as Element).tagName}`));
    select.value = 'a'; // as hydration leaves it: the value React rendered
    page.window.dispatchEvent(new page.window.Event('wren:app-started'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(replayed).toEqual(['change b', 'click FORM']);
  });
});

describe('input before the boot script has run', () => {
  it('a shortcut typed while the page is still parsing starts the framework when the boot script arrives, and waits for the search', () => {
    const page = bootAfterPaint(PAGE, '/', 'on-intent');
    const boot = page.match(new RegExp(`<script ${BOOT_MARKER}="">(.*?)</script>`))![1];
    // The document as the parser has it before the end of the body: the head's scripts have run, the boot script has not.
    const html = page
      .replace(/<script data-boot-after-paint="">.*?<\/script>/, '')
      .replace('<head>', `<head><script>self.__next_f=[];${EARLY_INPUT_SCRIPT}</script>`);
    const { window } = new JSDOM(html, { runScripts: 'dangerously' });
    const inserted = () => window.document.querySelectorAll('head script[src]:not([nomodule])').length;
    const press = new window.KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    window.document.body.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(inserted()).toBe(0);
    const script = window.document.createElement('script');
    script.textContent = boot;
    window.document.body.append(script);
    expect(inserted()).toBe(3);
    // What the search button reads when it mounts (lib/browser/early-input-bridge.ts).
    expect((window as unknown as { __wrenEarlyInput: { searchRequested: boolean } }).__wrenEarlyInput.searchRequested).toBe(true);
  });
});

describe('startupChunks', () => {
  it("lists a page's startup chunks once each, without the nomodule polyfills, before and after the rewrite", () => {
    expect(startupChunks(PAGE)).toEqual(['/_next/static/chunks/late.js', '/_next/static/chunks/main.js', '/_next/static/chunks/router.js']);
    expect(startupChunks(bootAfterPaint(PAGE)).sort()).toEqual(startupChunks(PAGE).sort());
  });
});

describe('compile hint', () => {
  it('puts the hint on the first line once', () => {
    const hinted = withCompileHint('console.log(1)');
    expect(hinted).toBe(`${COMPILE_HINT}console.log(1)`);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('isUnfetchedPayload', () => {
  it('picks the copies of the page payload the router never requests, and no file it does', () => {
    expect(isUnfetchedPayload('cp/overview/__next._full.txt')).toBe(true);
    expect(isUnfetchedPayload('__next._full.txt')).toBe(true);
    for (const kept of [
      'cp/overview.txt',
      'index.txt',
      'cp/overview/__next._tree.txt',
      'cp/overview/__next._index.txt',
      'cp/overview/__next.$c$slug.__PAGE__.txt',
      'llms-full.txt',
      'cp/overview.md',
    ]) {
      expect(isUnfetchedPayload(kept), kept).toBe(false);
    }
  });
});
