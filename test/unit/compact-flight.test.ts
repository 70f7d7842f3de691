import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { compactFlight, scriptStringLiteral } from '@/lib/build/compact-flight';
import { ExportRewriteError } from '@/lib/build/rewrite-error';
import { FIXTURE_DIR, FIXTURE_PAGES } from '@/test/fixtures/next-export/capture';

/** The chunks a page's inline flight scripts push, as the browser runs them. */
function pushedChunks(html: string): unknown[] {
  const self: { __next_f?: unknown[] } = {};
  for (const [, script] of html.matchAll(/<script>(\(?self\.__next_f[\s\S]*?)<\/script>/g)) runInNewContext(script, { self });
  return self.__next_f ?? [];
}

describe('scriptStringLiteral', () => {
  const tricky = [
    '',
    'plain text',
    `<p class="a">it's "quoted" & <b>bold</b></p>`,
    'back\\slash \\u003c and \\"',
    'lines\nand\r\nbreaks\u2028\u2029 tab\t nul\u0000 bell\u0007',
    '</script><script>alert(1)</script> <!-- comment --> </SCRIPT',
    'emoji 😀, lone \ud800 and \udc00 surrogates',
  ];

  it('gives a literal whose value is the string', () => {
    for (const value of tricky) expect(runInNewContext(scriptStringLiteral(value)), JSON.stringify(value)).toBe(value);
  });

  it('never writes what would end the script or turn it into an escaped one', () => {
    for (const value of tricky) {
      const literal = scriptStringLiteral(value);
      expect(literal).not.toMatch(/<\/|<!|[\n\r\u2028\u2029\u0000]/);
    }
  });

  it('is shorter than the JSON string Next.js writes for markup', () => {
    const markup = '<a href="/cp/overview" class="sidebar-link">Overview</a>';
    const nextJs = JSON.stringify(markup).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
    expect(scriptStringLiteral(markup).length).toBeLessThan(nextJs.length - 20);
  });
});

/** A flight chunk inlined as Next.js writes it: JSON.stringify, then `<`, `>`, `&` and the line separators escaped. */
const nextJsScript = (chunk: string) => {
  const literal = JSON.stringify(chunk).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script>self.__next_f.push([1,${literal}])</script>`;
};

describe('compactFlight', () => {
  const chunk = '34:T5a,<p>Run <code>wren --help</code> & read "it\'s done".</p></script>\n0:["$","a",null,{"href":"/cp/x"}]\n';
  const bootstrap = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
  const page = `<html><head></head><body><p>Body</p>${bootstrap}${nextJsScript(chunk)}</body></html>`;

  it('pushes the same flight data in fewer bytes, and leaves the rest of the page alone', () => {
    const compacted = compactFlight(page, '/x');
    expect(pushedChunks(compacted)).toEqual([[0], [1, chunk]]);
    expect(pushedChunks(page)).toEqual([[0], [1, chunk]]);
    expect(compacted.length).toBeLessThan(page.length - 30);
    expect(compacted.replace(/<script>self\.__next_f\.push\(\[1[\s\S]*?<\/script>/, '')).toBe(
      page.replace(/<script>self\.__next_f\.push\(\[1[\s\S]*?<\/script>/, ''),
    );
    expect(compactFlight(compacted, '/x')).toBe(compacted);
  });

  it.each(FIXTURE_PAGES)('keeps what %s, as Next.js exported it, pushes', (file) => {
    const html = readFileSync(path.join(FIXTURE_DIR, file), 'utf8');
    const compacted = compactFlight(html, `/${file}`);
    expect(pushedChunks(compacted)).toEqual(pushedChunks(html));
    expect(compactFlight(compacted, `/${file}`)).toBe(compacted);
  });

  it('fails with the page when there is no inline flight to rewrite', () => {
    expect(() => compactFlight('<html><body><p>No flight.</p></body></html>', '/x')).toThrow(ExportRewriteError);
    expect(() => compactFlight('<html><body></body></html>', '/x')).toThrow(/compact-flight: \/x: no inline flight chunk/);
  });
});
