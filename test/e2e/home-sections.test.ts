import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POPULAR_LINKS, PRODUCT_TILES, START_PATHS } from '@/lib/config/home-sections';
import { manifest } from './manifest';

// Run after the build: the links and commands are checked against the built site's pages.
const pages = manifest.pages;
const appRoutes = ['/oss/wren_engine_api'];
const isPage = (href: string) => appRoutes.includes(href) || pages.some((page) => page.route === href);

describe('home page sections', () => {
  it('links only to pages that exist', () => {
    const hrefs = [
      ...START_PATHS.flatMap((path) => [path.cta.href, ...path.steps.map((step) => step.href)]),
      ...PRODUCT_TILES.map((tile) => tile.href),
      ...POPULAR_LINKS.map((link) => link.href),
    ].filter((href): href is string => !!href && href.startsWith('/'));
    expect(hrefs.filter((href) => !isPage(href))).toEqual([]);
  });

  it('shows only commands that stand, line for line, on the page the step links to', () => {
    for (const step of START_PATHS.flatMap((path) => path.steps).filter((s) => s.code)) {
      const page = pages.find((p) => p.route === step.href)!;
      const source = readFileSync(page.file, 'utf8')
        .split('\n')
        .map((line) => line.replace(/\s+#.*$/, '').trim());
      for (const line of step.code!.split('\n')) expect(source, `${line} on ${page.route}`).toContain(line.trim());
    }
  });

  it('starts each edition in two or three steps', () => {
    for (const path of START_PATHS) {
      expect(path.steps.length).toBeGreaterThanOrEqual(2);
      expect(path.steps.length).toBeLessThanOrEqual(3);
    }
  });
});
