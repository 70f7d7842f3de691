/**
 * Fails the build when next-sitemap did not write out/sitemap.xml and out/robots.txt: its command
 * logs its own errors and still exits 0.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMain, runStep } from '../cli';

export function checkSitemap(out = path.resolve('out')): string {
  const sitemap = path.join(out, 'sitemap.xml');
  const robots = path.join(out, 'robots.txt');
  if (!existsSync(sitemap) || !existsSync(robots))
    throw new Error('out/sitemap.xml or out/robots.txt is missing: see the next-sitemap output above.');
  const urls = readFileSync(sitemap, 'utf8').match(/<loc>/g)?.length ?? 0;
  if (!urls) throw new Error('out/sitemap.xml lists no page.');
  if (!/^Sitemap: /m.test(readFileSync(robots, 'utf8'))) throw new Error('out/robots.txt does not point at the sitemap.');
  return `sitemap: ${urls} pages in out/sitemap.xml`;
}

if (isMain(import.meta)) void runStep('Sitemap check', checkSitemap);
