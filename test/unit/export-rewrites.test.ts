/**
 * The rewrites of scripts/build/optimize-export.ts on pages captured from a real `next build`
 * (test/fixtures/next-export/, re-captured with its capture.ts after each Next.js upgrade).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startupChunks } from '@/lib/build/boot-after-paint';
import { compactFlight } from '@/lib/build/compact-flight';
import { rewriteExportPage, rewriteFailures } from '@/lib/build/export-page';
import { inlineScriptHashes } from '@/lib/build/page-csp';
import { ExportRewriteError } from '@/lib/build/rewrite-error';
import { withStructuredData } from '@/lib/build/structured-data';
import { BOOT_MARKER } from '@/lib/inline-scripts/boot-script';
import { cleanPath } from '@/lib/hosting/clean-path';
import { FIXTURE_DIR, FIXTURE_META, FIXTURE_PAGES } from '@/test/fixtures/next-export/capture';

const meta = JSON.parse(readFileSync(FIXTURE_META, 'utf8')) as { next: string; pages: string[] };
const fixtures = FIXTURE_PAGES.map((file) => ({
  file,
  pathname: cleanPath(`/${file}`),
  html: readFileSync(path.join(FIXTURE_DIR, file), 'utf8'),
}));

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const asyncScripts = (html: string) => [...html.matchAll(/<script src="([^"]+)" async=""><\/script>/g)].map((match) => match[1]);
/** Every tag that loads or preloads a framework chunk, whatever its attributes. */
/** React's preload for a client island's chunk (an MDX page's), which the rewrite keeps. */
const ISLAND_PRELOAD = /^<link rel="preload" href="\/_next\/static\/[^"]+\.js" as="script" fetchPriority="low"\/>$/;
const frameworkTags = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\ssrc="\/_next\/[^"]*"[^>]*>|<link\b[^>]*\sas="script"[^>]*>/g)].map((match) => match[0]);

describe('the fixtures', () => {
  it('come from the Next.js version installed, so an upgrade re-captures them', () => {
    const installed = (createRequire(import.meta.url)('next/package.json') as { version: string }).version;
    expect(meta.next, 'run test/fixtures/next-export/capture.ts after next build (docs/ARCHITECTURE.md: "Upgrading Next.js")').toBe(
      installed,
    );
    expect(meta.pages).toEqual(FIXTURE_PAGES);
  });

  it('are pages as Next.js exports them: framework scripts in the head, none rewritten yet', () => {
    for (const { file, html } of fixtures) {
      expect(html.includes(BOOT_MARKER), file).toBe(false);
      expect(asyncScripts(head(html)).length, file).toBeGreaterThan(0);
    }
  });
});

describe.each(fixtures)('rewriteExportPage on $file', ({ pathname, html }) => {
  const { html: rewritten, startupChunks: chunks } = rewriteExportPage(html, pathname);

  it("leaves no framework script or script preload in the page, only the nomodule polyfills and an island's low-priority preload", () => {
    const kept = (tag: string) => /noModule/i.test(tag) || ISLAND_PRELOAD.test(tag);
    expect(frameworkTags(rewritten).filter((tag) => !kept(tag))).toEqual([]);
    expect(frameworkTags(rewritten).filter((tag) => ISLAND_PRELOAD.test(tag))).toEqual(
      frameworkTags(html).filter((tag) => ISLAND_PRELOAD.test(tag)),
    );
  });

  it("boots every chunk the page had, in the page's order, from one script at the end of the body", () => {
    const boot = rewritten.match(new RegExp(`<script ${BOOT_MARKER}="">([^<]*)</script></body>`));
    expect(boot).not.toBeNull();
    expect(boot![1]).toContain(`${JSON.stringify([...new Set(asyncScripts(html))])}.forEach(`);
    expect(rewritten.match(new RegExp(BOOT_MARKER, 'g'))).toHaveLength(1);
  });

  it("lists the page's startup chunks before and after, for the compile hint", () => {
    expect(chunks.length).toBeGreaterThan(0);
    expect([...startupChunks(rewritten)].sort()).toEqual([...chunks].sort());
  });

  it('carries a CSP right after the charset that hashes exactly its inline scripts, the boot script included', () => {
    const meta = rewritten.match(/<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/);
    expect(meta).not.toBeNull();
    const listed = [...meta![1].matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]).sort();
    expect(listed).toEqual(inlineScriptHashes(rewritten).sort());
    expect(meta![1]).not.toContain("'unsafe-inline'");
  });

  it('keeps the rest of the page, its flight data compacted, and changes nothing the second time', () => {
    expect(
      rewritten.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>|<script data-boot-after-paint[^>]*>[^<]*<\/script>/g, ''),
    ).toBe(
      compactFlight(html, pathname).replace(/<script src="\/_next\/[^"]*" async=""><\/script>|<link rel="preload" as="script"[^>]*>/g, ''),
    );
    expect(rewriteExportPage(rewritten, pathname).html).toBe(rewritten);
  });
});

describe('structured data', () => {
  const { pathname, html } = fixtures[0];
  const json = '{"@context":"https://schema.org","@type":"TechArticle","headline":"Costs in $& and $1"}';
  const script = `<script type="application/ld+json">${json}</script>`;

  it("ends the page's head, written as given, once, also when the rewrite runs again", () => {
    const rewritten = rewriteExportPage(html, pathname, { structuredData: json }).html;
    expect(head(rewritten).endsWith(script)).toBe(true);
    expect(rewritten.split(script)).toHaveLength(2);
    expect(rewriteExportPage(rewritten, pathname, { structuredData: json }).html).toBe(rewritten);
  });

  it('fails with the page when it has no head to end', () => {
    expect(() => withStructuredData(html.replace('</head>', ''), pathname, json)).toThrow(
      new ExportRewriteError('structured-data', pathname, 'no </head> to put the structured data before'),
    );
  });
});

describe('when Next.js changes its markup', () => {
  const { pathname, html } = fixtures[1];
  const failure = (changed: string) => {
    try {
      rewriteExportPage(changed, pathname);
    } catch (error) {
      if (error instanceof ExportRewriteError) return { rewrite: error.rewrite, page: error.page, message: error.message };
      throw error;
    }
    return undefined;
  };

  it('has a fixture with an island preload, which the rewrite keeps', () => {
    expect(fixtures.some(({ html }) => frameworkTags(html).some((tag) => ISLAND_PRELOAD.test(tag)))).toBe(true);
  });

  it('fails with the rewrite and the page when the framework scripts have another shape', () => {
    expect(failure(html.replaceAll(' async=""></script>', ' async></script>'))).toMatchObject({
      rewrite: 'boot-after-paint',
      page: '/cp/overview',
    });
    expect(failure(html.replaceAll('<script src="/_next/', '<script defer src="/_next/'))?.rewrite).toBe('boot-after-paint');
  });

  it('fails when a preload of another shape would stay behind', () => {
    const changed = html.replace(
      /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/,
      '<link rel="preload" href="$1" as="script"/>',
    );
    expect(changed).not.toBe(html);
    expect(failure(changed)?.message).toMatch(
      /^boot-after-paint: \/cp\/overview: 1 framework tag\(s\) of an unknown shape left in place, first <link rel="preload" href=/,
    );
  });

  it('fails when there is no charset to put the CSP after, or no chunk at all', () => {
    expect(failure(html.replace('<meta charSet="utf-8"/>', ''))?.rewrite).toBe('page-csp');
    expect(failure(html.replace(/<script src="[^"]*"[^>]*><\/script>|<link rel="preload" as="script"[^>]*>/g, ''))?.rewrite).toBe(
      'compile-hint',
    );
  });

  it('reports every failed page, one line each', () => {
    const errors = ['/a', '/b', '/c'].map((page) => new ExportRewriteError('boot-after-paint', page, 'no script'));
    expect(rewriteFailures(errors, 261, 2)).toBe(
      '3 of 261 exported pages could not be rewritten; Next.js\'s output has changed shape (docs/ARCHITECTURE.md: "Upgrading Next.js"):\n' +
        '  boot-after-paint: /a: no script\n  boot-after-paint: /b: no script\n  … and 1 more',
    );
  });
});
