import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readHome } from '@/lib/content/home';
import { manifest } from './manifest';

// Run after the build: the links and commands are checked against the built site's pages.
const pages = manifest.pages;
const { start_paths: startPaths, product_tiles: productTiles, popular_links: popularLinks } = readHome();
const appRoutes = ['/oss/wren_engine_api'];
const isPage = (href: string) => appRoutes.includes(href) || pages.some((page) => page.route === href);

describe('home page sections', () => {
  it('links only to pages that exist', () => {
    const hrefs = [
      ...startPaths.flatMap((path) => [path.cta.href, ...path.steps.map((step) => step.href)]),
      ...productTiles.map((tile) => tile.href),
      ...popularLinks.map((link) => link.href),
    ].filter((href): href is string => !!href && href.startsWith('/'));
    expect(hrefs.filter((href) => !isPage(href))).toEqual([]);
  });

  it('shows only commands that stand, line for line, on the page the step links to', () => {
    for (const step of startPaths.flatMap((path) => path.steps).filter((s) => s.code)) {
      const page = pages.find((p) => p.route === step.href)!;
      const source = readFileSync(page.file, 'utf8')
        .split('\n')
        .map((line) => line.replace(/\s+#.*$/, '').trim());
      for (const line of step.code!.split('\n')) expect(source, `${line} on ${page.route}`).toContain(line.trim());
    }
  });

  it('starts each edition in two or three steps', () => {
    for (const path of startPaths) {
      expect(path.steps.length).toBeGreaterThanOrEqual(2);
      expect(path.steps.length).toBeLessThanOrEqual(3);
    }
  });
});
