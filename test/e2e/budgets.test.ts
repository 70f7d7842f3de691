import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startupChunks } from '@/lib/build/boot-after-paint';
import { isUnfetchedPayload } from '@/lib/build/payloads';

/**
 * Byte budgets, read from the built files: what a page loads before any interaction.
 * The Next.js and React runtime alone is about 136 KB compressed.
 */
const BUDGETS = { docPageJs: 150 * 1024, docPageCss: 12 * 1024, docPageHtml: 60 * 1024 };

function initialAssets(htmlFile: string) {
  const html = readFileSync(path.join('out', htmlFile), 'utf8');
  const scripts = startupChunks(html);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]);
  const gz = (file: string) => gzipSync(readFileSync(path.join('out', file.replace(/^\//, '')))).length;
  return {
    html: gzipSync(html).length,
    js: scripts.reduce((sum, file) => sum + gz(file), 0),
    css: [...new Set(styles)].reduce((sum, file) => sum + gz(file), 0),
    scripts,
  };
}

describe('byte budgets of a doc page', () => {
  const page = initialAssets('oss/engine/guide/model.html');

  it(`loads at most ${BUDGETS.docPageJs / 1024} KB of compressed JavaScript before interaction`, () => {
    expect(page.scripts.length).toBeGreaterThan(0);
    expect(page.js).toBeLessThanOrEqual(BUDGETS.docPageJs);
  });

  it(`loads at most ${BUDGETS.docPageCss / 1024} KB of compressed CSS and ${BUDGETS.docPageHtml / 1024} KB of compressed HTML`, () => {
    expect(page.css).toBeGreaterThan(0);
    expect(page.css).toBeLessThanOrEqual(BUDGETS.docPageCss);
    expect(page.html).toBeLessThanOrEqual(BUDGETS.docPageHtml);
  });

  it("carries its body's markup once: not again in its inline flight data, which the boot script completes from it", () => {
    const html = readFileSync('out/oss/engine/guide/model.html', 'utf8');
    const ids = [...html.matchAll(/<h[23] id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(2);
    for (const id of ids) expect(html.split(` id="${id}"`), id).toHaveLength(2);
  });

  it('ships no search engine, highlighter, Swagger UI or MDX island of another page with the page', () => {
    const code = page.scripts.map((file) => readFileSync(path.join('out', file.replace(/^\//, '')), 'utf8')).join('\n');
    expect(code).not.toMatch(/MiniSearch|createHighlighter|swagger-ui|SwaggerUIBundle/);
    // The manifest checker of /oss/engine/guide/check_manifest (its messages, and its schema validator).
    expect(code).not.toMatch(/needs exactly one of|False boolean schema/);
    // ...while the page that renders it references the chunk that holds it.
    const checkerChunk = readdirSync('out/_next/static/chunks').find(
      (file) => file.endsWith('.js') && readFileSync(`out/_next/static/chunks/${file}`, 'utf8').includes('needs exactly one of'),
    );
    expect(checkerChunk, 'the manifest checker is built into a chunk of its own').toBeDefined();
    expect(readFileSync('out/oss/engine/guide/check_manifest.html', 'utf8').includes(checkerChunk!)).toBe(true);
    expect(readFileSync('out/oss/engine/guide/model.html', 'utf8').includes(checkerChunk!)).toBe(false);
  });
});

/**
 * Byte budgets of the whole export, what a host stores and a deploy uploads (docs/ARCHITECTURE.md, "Output size").
 * Each page has at most 4 payload files: <page>.txt for a click navigation, and the route tree, root
 * layout and page segment for a prefetch. Before the unrequested copies were deleted, out/ was 53.8 MiB
 * with 1,093 .txt files (29.5 MiB). Raised from 40 and 18 MiB when the content grew from 201 to 242 files
 * (Wren AI Core's 36 pages, the changelog, the API reference's three languages): 49.6 and 21.8 MiB then.
 * Raised again when it grew to 297 files (the 53 quickstart-with-agent pages, the Core pages at their
 * upstream addresses, the changelog's own five pages): 63.4 and 29.8 MiB, about 0.21 MiB a page as before.
 * Lowered when the shell, the 404 body, the sidebar, the table of contents and the sources became client data:
 * 43.8 and 15.9 MiB at 297 files, about 0.15 MiB a page. Lowered to 42 MiB when doc pages' inline flight data lost its
 * copy of the body (lib/build/body-from-dom.ts): 41.0 MiB before, 38.4 after.
 */
const EXPORT_BUDGETS = { totalMiB: 42, txtMiB: 18, payloadFilesPerPage: 4 };
const NOT_PAYLOADS = ['robots.txt', 'llms.txt', 'llms-full.txt'];

describe('byte budgets of the whole export', () => {
  const files = readdirSync('out', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, name: entry.name, bytes: statSync(file).size };
    });
  const mib = (bytes: number) => bytes / 1024 / 1024;
  const txt = files.filter((entry) => entry.name.endsWith('.txt'));
  const pages = files.filter((entry) => entry.name.endsWith('.html')).length;
  const payloads = txt.filter((entry) => !NOT_PAYLOADS.includes(path.relative('out', entry.file)));

  it(`stays under ${EXPORT_BUDGETS.totalMiB} MiB in all, ${EXPORT_BUDGETS.txtMiB} MiB of it .txt`, () => {
    expect(pages).toBeGreaterThan(200);
    expect(mib(files.reduce((sum, entry) => sum + entry.bytes, 0))).toBeLessThanOrEqual(EXPORT_BUDGETS.totalMiB);
    expect(mib(txt.reduce((sum, entry) => sum + entry.bytes, 0))).toBeLessThanOrEqual(EXPORT_BUDGETS.txtMiB);
  });

  it(`keeps at most ${EXPORT_BUDGETS.payloadFilesPerPage} payload files a page, none that the router never requests`, () => {
    expect(payloads.filter((entry) => isUnfetchedPayload(entry.file)).map((entry) => entry.file)).toEqual([]);
    expect(payloads.length).toBeLessThanOrEqual(EXPORT_BUDGETS.payloadFilesPerPage * pages);
  });
});

/**
 * The embedded search index, fetched when the search opens. Issue #15 set 250 KB compressed for the site
 * of 151 doc pages (7,535 records); with 192 pages (9,857 records) it is 307 KB, so the budget grows with it.
 */
const SEARCH_INDEX_BUDGET = 330 * 1024;

describe('byte budget of the search index', () => {
  it(`keeps out/search-index.json at most ${SEARCH_INDEX_BUDGET / 1024} KB gzipped, with every doc page in it`, () => {
    const body = readFileSync('out/search-index.json');
    const index = JSON.parse(body.toString()) as { places: unknown[][] };
    expect(index.places.filter((place) => typeof place[0] === 'string').length).toBeGreaterThan(200);
    expect(gzipSync(body).length).toBeLessThanOrEqual(SEARCH_INDEX_BUDGET);
  });
});
