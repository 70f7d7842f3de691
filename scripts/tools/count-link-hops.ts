/**
 * Crawls the built site's HTML for links to its own pages (relative, or absolute on its origin) and counts those a
 * plain static host answers with a redirect or a 404 instead of the page (lib/hosting/link-hops.ts).
 * Usage: tsx scripts/tools/count-link-hops.ts [--out out] [--list]
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { SITE_ORIGINS } from '@/lib/content/origin';
import { linkHops } from '@/lib/hosting/link-hops';
import { readOutHtml } from '@/test/support/out-pages';
import { parseOptions } from '../cli';

const options = parseOptions(
  { out: { type: 'string', default: 'out' }, list: { type: 'boolean', default: false } },
  'tsx scripts/tools/count-link-hops.ts [--out out] [--list]',
);
const root = path.resolve(options.out);
const isFile = (relative: string) => existsSync(path.join(root, relative)) && statSync(path.join(root, relative)).isFile();
const pages = readOutHtml(root);
const hops = linkHops(pages, isFile, SITE_ORIGINS);
const count = (kind: string) => hops.filter((hop) => hop.kind === kind);
const targets = (list: typeof hops) => new Set(list.map((hop) => hop.path)).size;
console.log(`${root}: ${pages.length} HTML pages`);
for (const kind of ['redirect', 'missing'])
  console.log(`links that hit a ${kind === 'redirect' ? 'redirect' : '404'}: ${count(kind).length} (${targets(count(kind))} targets)`);
if (options.list) {
  const byPath = new Map<string, typeof hops>();
  for (const hop of hops) byPath.set(hop.path, [...(byPath.get(hop.path) ?? []), hop]);
  for (const [target, list] of [...byPath].sort((a, b) => b[1].length - a[1].length))
    console.log(
      `  ${target}${list[0].target ? ` → ${list[0].target}` : ' (404)'}: ${list.length} (${list.map((hop) => hop.page).join(', ')})`,
    );
}
