/**
 * For maintainers: collects every link that the product's own code makes into these docs, from local git
 * mirrors of its repositories (no network), and writes test/fixtures/product-links.json, which
 * test/e2e/product-links.test.ts keeps answering. A mirror of owner/name is looked for at
 * <mirrors>/owner+name/repo or <mirrors>/owner+name.
 * Usage: tsx scripts/tools/collect-product-links.ts --mirrors /path/to/mirrors
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseOptions } from '../cli';

/**
 * Where the product links into the docs: GenBI Classic's last release and Core at main; the engine at the release Classic pins and its
 * archived head.
 */
const REVISIONS = [
  { repo: 'Canner/WrenAI', rev: '0.29.2' },
  { repo: 'Canner/WrenAI', rev: 'main' },
  { repo: 'Canner/wren-engine', rev: '0.22.0' },
  { repo: 'Canner/wren-engine', rev: 'HEAD' },
];
const DOCS_LINK = 'https://docs\\.getwren\\.ai/[A-Za-z0-9_./#-]*';
export const PRODUCT_LINKS_FILE = 'test/fixtures/product-links.json';

const USAGE = 'tsx scripts/tools/collect-product-links.ts --mirrors /path/to/mirrors';
const { mirrors } = parseOptions({ mirrors: { type: 'string' } }, USAGE);
if (!mirrors) {
  console.error(`--mirrors is required.\nUsage: ${USAGE}`);
  process.exit(2);
}

const links: { url: string; from: string[] }[] = [];
for (const { repo, rev } of REVISIONS) {
  const dir = [path.join(mirrors, repo.replace('/', '+'), 'repo'), path.join(mirrors, repo.replace('/', '+'))].find((candidate) =>
    existsSync(candidate),
  );
  if (!dir) throw new Error(`no mirror of ${repo} under ${mirrors}`);
  const commit = execFileSync('git', ['-C', dir, 'rev-parse', '--short', `${rev}^{commit}`], { encoding: 'utf8' }).trim();
  // -I skips binary files (a snapshot may lack large ones: git's complaints about them are not shown); a sentence's full stop is not
  // part of the URL.
  const found = execFileSync('git', ['-C', dir, 'grep', '-I', '-h', '-o', '-E', DOCS_LINK, rev], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .split('\n')
    .map((line) => line.replace(/\.+$/, ''))
    .filter(Boolean);
  for (const url of new Set(found)) {
    const from = `${repo}@${rev === 'HEAD' || rev === 'main' ? `${rev} (${commit})` : rev}`;
    const entry = links.find((link) => link.url === url);
    if (entry) entry.from.push(from);
    else links.push({ url, from: [from] });
  }
}
links.sort((a, b) => a.url.localeCompare(b.url));
writeFileSync(PRODUCT_LINKS_FILE, `${JSON.stringify(links, null, 2)}\n`);
console.log(
  `${links.length} links ` +
    `(${new Set(links.map((link) => new URL(link.url).pathname.replace(/\/$/, ''))).size} pages) written ` +
    `to ${PRODUCT_LINKS_FILE}`,
);
