import { describe, expect, it } from 'vitest';
import { bootAfterPaint, startupChunks } from '@/lib/build/boot-after-paint';
import { BOOT_MARKER } from '@/lib/inline-scripts/boot-after-paint';
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
    // Clicks on buttons before the app has started are held and replayed once it says so.
    expect(boot).toContain("addEventListener('wren:app-started'");
    expect(boot).toContain("document.addEventListener('click',hold,true)");
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
    expect(() => bootAfterPaint(plain, '/hi')).toThrow('boot-after-paint: /hi: no <script src="/_next/static/…" async=""></script> to move');
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
    for (const kept of ['cp/overview.txt', 'index.txt', 'cp/overview/__next._tree.txt', 'cp/overview/__next._index.txt', 'cp/overview/__next.$c$slug.__PAGE__.txt', 'llms-full.txt', 'cp/overview.md']) {
      expect(isUnfetchedPayload(kept), kept).toBe(false);
    }
  });
});
