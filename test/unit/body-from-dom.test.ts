import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { cutBodyRow } from '@/lib/build/body-from-dom';
import { rewriteExportPage } from '@/lib/build/export-page';
import { ExportRewriteError } from '@/lib/build/rewrite-error';

/** A body with characters of two, three and four UTF-8 bytes, so its row's length (in bytes) is not its length in characters. */
const BODY = '<h2 id="setup">Set up</h2><p>Café — costs in € <a href="/cp/x">🎉 here</a></p><pre><code>a &lt; b</code></pre>';
const utf8Length = (text: string) => Buffer.byteLength(text).toString(16);

/** Flight data shaped as Next.js writes it for a doc page: the body is text row 31, referenced from the div's props. */
const FLIGHT =
  '0:{"P":null,"b":"build"}\n' +
  '1f:["$","div",null,{"className":"markdown","dangerouslySetInnerHTML":{"__html":"$31"}}]\n' +
  `31:T${utf8Length(BODY)},${BODY}` +
  '32:["$","nav",null,{"className":"pager"}]\n';

/** The flight data in three inline chunks, the second break inside the body's text. */
function page(flight = FLIGHT, body = BODY): string {
  const breaks = [flight.indexOf('1f:'), flight.indexOf('Café')];
  const chunks = [flight.slice(0, breaks[0]), flight.slice(breaks[0], breaks[1]), flight.slice(breaks[1])];
  return [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
    '<script src="/_next/static/chunks/main.js" async=""></script>',
    `</head><body><main><div class="markdown">${body}</div></main>`,
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ...chunks.map((chunk) => `<script>self.__next_f.push([1,${JSON.stringify(chunk)}])</script>`),
    '</body></html>',
  ].join('');
}

/** The flight data a page's scripts have pushed to `self.__next_f`, as the app reads it. */
function flightOf(window: Window): string {
  return (window as unknown as { __next_f: [number, string?][] }).__next_f
    .filter((entry) => entry[0] === 1)
    .map((entry) => entry[1])
    .join('');
}

/** Runs the page's scripts in jsdom and returns its flight data once the boot script has started the app. */
async function flightWhenTheAppStarts(html: string): Promise<{ flight: string; started: boolean }> {
  const dom = new JSDOM(html.replace('<head>', '<head><script>self.__next_f=[]</script>'), {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse: (window) => Object.assign(window, { TextEncoder }),
  });
  await new Promise((resolve) =>
    dom.window.addEventListener('load', () => dom.window.requestAnimationFrame(() => setTimeout(resolve, 10))),
  );
  const started = dom.window.document.querySelector('head script[src="/_next/static/chunks/main.js"]') !== null;
  return { flight: flightOf(dom.window), started };
}

/** The flight data of a page as the browser reads it before anything runs. */
function inlineFlight(html: string): string {
  return flightOf(
    new JSDOM(html.replace(/<script[^>]*data-boot-after-paint[^>]*>[^<]*<\/script>/, ''), { runScripts: 'dangerously' }).window,
  );
}

describe('cutBodyRow', () => {
  it("empties the body's text row and keeps every other row as it was", () => {
    const { html, row } = cutBodyRow(page());
    expect(row).toEqual({ chunk: 1, at: FLIGHT.indexOf('31:T') - FLIGHT.indexOf('1f:'), id: '31' });
    expect(inlineFlight(html)).toBe(FLIGHT.replace(`31:T${utf8Length(BODY)},${BODY}`, '31:T0,'));
    expect(html).toContain(`<div class="markdown">${BODY}</div>`);
  });

  it('leaves a page alone when no row holds exactly the body of its markup', () => {
    const other = page(FLIGHT, BODY.replace('Set up', 'Setup'));
    expect(cutBodyRow(other)).toEqual({ html: other });
    const mdx = page(FLIGHT.replace('"dangerouslySetInnerHTML":{"__html":"$31"}', '"children":"$L33"'));
    expect(cutBodyRow(mdx)).toEqual({ html: mdx });
    const twoBodies = page().replace('</main>', '<div class="markdown"></div></main>');
    expect(cutBodyRow(twoBodies)).toEqual({ html: twoBodies });
  });

  it('finds the row when the same header appears earlier inside another text', () => {
    const decoy = `30:T${utf8Length('see 31:T5,hello')},see 31:T5,hello`;
    const flight = FLIGHT.replace('1f:', `${decoy}1f:`);
    expect(inlineFlight(cutBodyRow(page(flight)).html)).toBe(flight.replace(`31:T${utf8Length(BODY)},${BODY}`, '31:T0,'));
  });
});

describe('a doc page rewritten with htmlBody', () => {
  const rewritten = rewriteExportPage(page(), '/cp/x', { htmlBody: true }).html;

  it('carries its body once, in its markup', () => {
    expect(rewritten.split('costs in €')).toHaveLength(2);
  });

  it('gives the app the whole flight data, the body read back from the markup, when it starts', async () => {
    expect(await flightWhenTheAppStarts(rewritten)).toEqual({ flight: FLIGHT, started: true });
  });

  it('changes nothing the second time', () => {
    expect(rewriteExportPage(rewritten, '/cp/x', { htmlBody: true }).html).toBe(rewritten);
  });

  it('fails with the page when its flight data does not hold its body', () => {
    expect(() => rewriteExportPage(page(FLIGHT, '<p>Another body</p>'), '/cp/x', { htmlBody: true })).toThrow(
      new ExportRewriteError('body-from-dom', '/cp/x', 'no text row of the inline flight data holds the body of <div class="markdown">'),
    );
  });
});
