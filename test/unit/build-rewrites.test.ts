import { describe, expect, it } from 'vitest';
import { BOOT_MARKER, bootAfterPaint } from '@/lib/build/boot-after-paint';
import { COMPILE_HINT, startupChunks, withCompileHint } from '@/lib/build/compile-hint';

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

  it('takes the framework scripts out of the markup and preloads each at low priority', () => {
    expect(rewritten).not.toMatch(/<script src="\/_next\/static\/chunks\/(main|router|late)\.js"/);
    const head = rewritten.slice(0, rewritten.indexOf('</head>'));
    for (const chunk of ['main', 'router', 'late']) expect(head.split(`rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${chunk}.js"`)).toHaveLength(2);
  });

  it('inserts them, in their order, from one script at the end of the body that waits for the first frame', () => {
    const boot = rewritten.match(new RegExp(`<script ${BOOT_MARKER}="">(.*?)</script></body>`))?.[1] ?? '';
    expect(boot).toContain('requestAnimationFrame');
    expect(boot).toContain("document.visibilityState==='hidden'");
    expect(boot).toContain('["/_next/static/chunks/main.js","/_next/static/chunks/router.js","/_next/static/chunks/late.js"]');
  });

  it('leaves the nomodule polyfills, the page data and the text alone, and changes nothing the second time', () => {
    expect(rewritten).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(rewritten).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(rewritten).toContain('<p>Text</p>');
    expect(bootAfterPaint(rewritten)).toBe(rewritten);
  });

  it('returns a page without framework scripts unchanged', () => {
    const plain = '<html><head></head><body><p>Hi</p></body></html>';
    expect(bootAfterPaint(plain)).toBe(plain);
  });
});

describe('compile hint', () => {
  it("lists the page's startup chunks once each, without the nomodule polyfills", () => {
    expect(startupChunks(PAGE)).toEqual(['/_next/static/chunks/late.js', '/_next/static/chunks/main.js', '/_next/static/chunks/router.js']);
  });

  it('puts the hint on the first line once', () => {
    const hinted = withCompileHint('console.log(1)');
    expect(hinted).toBe(`${COMPILE_HINT}console.log(1)`);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});
