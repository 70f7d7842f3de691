/**
 * Build benchmark: our full build (content, next build, sitemap, Markdown export, optimize) against
 * Docusaurus 3.10 on the same pages, classic and with `future.faster`, in the same run, and against
 * the Next.js floor: a minimal Next.js export of as many pages (next-floor.ts).
 *
 * Corpora:
 *   site   the project's own content (150 doc pages, 50 release notes)
 *   1k/10k the site plus N generated doc pages (corpus.ts), in sections of 500 pages
 *          with one sidebar each
 * For each corpus and builder: wall time, peak RSS of the whole process tree, output size (MiB and
 * files of out/ or build/). Every build is cold: ours without .next/, out/, .generated/ and the highlight
 * and content caches (--warm keeps them),
 * Docusaurus without .docusaurus/, build/ and node_modules/.cache. The Docusaurus site is generated
 * into .bench/docusaurus/ and its packages installed there once (docusaurus.ts).
 *
 * Usage: npm run bench:build -- [options]
 *   --only site            only the site corpus
 *   --skip-site            only the generated corpora
 *   --pages 1000[,10000]   generated corpus sizes (default 1000,10000)
 *   --docusaurus-pages N   generated sizes Docusaurus builds too (default 1000; 10000 is slow)
 *   --skip-docusaurus      ours only (no peer)
 *   --skip-ours            Docusaurus only
 *   --peer classic,faster,floor  which peers to build (default all three)
 *   --repeat-site N        build the site corpus N times per builder (default 1), to see the noise
 *   --section-size N       pages per generated sidebar (default 500)
 *   --warm                 a rebuild after one page changed: build once uncounted, change one page, build again keeping
 *                          .next/, out/, .generated/ and the highlight and content caches
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseOptions } from '../cli';
import { dirSize, measure, type Measured } from './measure';
import { projectCopy } from '@/test/support/project-copy';
import { addSidebars, writeCorpus } from './corpus';
import { buildNextFloor, markdownFileCount, NEXT_FLOOR_DIR } from './next-floor';

interface Row {
  corpus: string;
  builder: string;
  seconds?: number;
  peakMb?: number;
  mib?: number;
  files?: number;
  error?: string;
}

const rows: Row[] = [];

function printTable() {
  const header = ['corpus', 'builder', 'wall s', 'peak MB', 'output MiB', 'files'];
  const body = rows.map((r) => [
    r.corpus,
    r.builder,
    ...(r.error ? ['failed', '', '', ''] : [r.seconds!.toFixed(1), r.peakMb!.toFixed(0), r.mib!.toFixed(1), String(r.files)]),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(
    [
      '',
      line(header),
      `|${widths.map((w, i) => (i < 2 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
      ...body.map(line),
    ].join('\n'),
  );
  const ours = (corpus: string) => rows.find((r) => r.corpus === corpus && r.builder === 'ours' && !r.error);
  const [k1, k10] = [ours('1k'), ours('10k')];
  if (k1 && k10)
    console.log(
      `\nours, 10k time / 1k time / 10 = ${(k10.seconds! / k1.seconds! / 10).toFixed(2)} (1.00 = linear; above 1 grows faster than linear)`,
    );
  for (const r of rows.filter((row) => row.error)) console.log(`\n${r.corpus} ${r.builder} failed: ${r.error}`);
}

/** The builds' own highlight and content caches, inside each project copy. */
const BENCH_CACHE = '.bench-cache';
/** The page a --warm build changes after an uncounted first build. */
const WARM_PAGE = 'content/cp/guide/connect/snowflake.md';

const options = parseOptions(
  {
    only: { type: 'string' },
    'skip-site': { type: 'boolean', default: false },
    pages: { type: 'string', default: '1000,10000' },
    'docusaurus-pages': { type: 'string', default: '1000' },
    'skip-docusaurus': { type: 'boolean', default: false },
    'skip-ours': { type: 'boolean', default: false },
    peer: { type: 'string', default: 'classic,faster,floor' },
    'repeat-site': { type: 'string', default: '1' },
    'section-size': { type: 'string', default: '500' },
    warm: { type: 'boolean', default: false },
  },
  'npm run bench:build -- [--only site] [--skip-site] [--pages 1000,10000] [--docusaurus-pages 1000] [--skip-docusaurus] ' +
    '[--skip-ours] [--peer classic,faster,floor] [--repeat-site N] [--section-size 500] [--warm]   ' +
    '(see the header of scripts/bench/build-bench.ts)',
);

async function record(corpus: string, builder: string, outDir: () => string, run: () => Promise<Measured>): Promise<Measured | undefined> {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(`\n${corpus} / ${builder}: building (load average ${load}, ${cpus().length} cores)`);
  try {
    const result = await run();
    const size = dirSize(outDir());
    const row = { corpus, builder, seconds: result.seconds, peakMb: result.peakMb, mib: size.bytes / 1024 / 1024, files: size.files };
    rows.push(row);
    console.log(`  ${row.seconds.toFixed(1)} s wall, peak ${row.peakMb.toFixed(0)} MB, ${row.mib.toFixed(1)} MiB in ${row.files} files`);
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    rows.push({ corpus, builder, error: message });
    console.log(`  failed: ${message}`);
    return undefined;
  }
}

/** The step times our build prints. */
function steps(output: string) {
  const content = /content: (.*?),? in ([\d.]+) s/.exec(output);
  const highlighting = /highlighting: (.*)/.exec(output);
  const compiled = /Compiled successfully in ([\d.]+ ?(?:ms|s|min))/.exec(output);
  const generated = /Generating static pages .* in ([\d.]+ ?(?:ms|s|min))/.exec(output);
  if (content) console.log(`  content build: ${content[2]} s (${content[1]})`);
  if (highlighting) console.log(`  highlighting: ${highlighting[1]}`);
  if (compiled) console.log(`  next compile: ${compiled[1]}`);
  if (generated) console.log(`  static pages: ${generated[1]}`);
}

async function buildOurs(corpus: string, dir: string) {
  // A copy's node_modules is a symlink to ours: its caches live in the copy, not in the shared node_modules/.cache.
  const cache = {
    WREN_DOCS_HIGHLIGHT_CACHE: path.join(dir, BENCH_CACHE, 'highlight.json'),
    WREN_DOCS_CONTENT_CACHE: path.join(dir, BENCH_CACHE, 'content.json'),
  };
  const run = () => {
    // Every build is cold unless --warm: a repeat would otherwise reuse the last build's .next/ (Turbopack's cache).
    if (!options.warm)
      for (const stale of ['.next', 'out', '.generated', BENCH_CACHE]) rmSync(path.resolve(dir, stale), { recursive: true, force: true });
    return measure('npm', ['run', 'build'], dir, cache);
  };
  if (options.warm) {
    // A rebuild after one page changed: a first build fills the caches, then an author saves one page.
    console.log(`\n${corpus} / ours: a first, uncounted build for --warm`);
    await measure('npm', ['run', 'build'], dir, cache);
    const page = path.join(dir, WARM_PAGE);
    writeFileSync(page, `${readFileSync(page, 'utf8')}\n\nA paragraph the benchmark changes.\n`);
  }
  const result = await record(corpus, 'ours', () => path.join(dir, 'out'), run);
  if (result) steps(result.output);
}

async function buildPeer(corpus: string, contentDir: string) {
  const peers = options.peer.split(',');
  if (peers.includes('classic') || peers.includes('faster')) {
    const { generateDocusaurusSite, buildDocusaurus } = await import('./docusaurus');
    const site = await generateDocusaurusSite(contentDir);
    for (const faster of [false, true]) {
      if (!peers.includes(faster ? 'faster' : 'classic')) continue;
      await record(
        corpus,
        faster ? 'Docusaurus faster' : 'Docusaurus classic',
        () => path.join(site, 'build'),
        () => buildDocusaurus(site, faster),
      );
    }
  }
  if (peers.includes('floor')) {
    const pages = markdownFileCount(contentDir);
    const result = await record(
      corpus,
      `Next.js floor (${pages} pages)`,
      () => path.join(NEXT_FLOOR_DIR, 'out'),
      () => buildNextFloor(pages),
    );
    // Its compile and static generation, beside ours (#38 compares the static steps).
    if (result) steps(result.output);
  }
}

async function main() {
  const skipPeer = options['skip-docusaurus'];
  const only = options.only;
  if (only && only !== 'site') throw new Error(`--only takes 'site', not '${only}'`);
  const sizes = only === 'site' ? [] : options.pages.split(',').map(Number);
  const peerSizes = options['docusaurus-pages'].split(',').map(Number);
  const sectionSize = Number(options['section-size']);
  if (!options['skip-site']) {
    const dir = projectCopy('site');
    for (let i = 0; i < Number(options['repeat-site']); i++) {
      if (!options['skip-ours']) await buildOurs('site', dir);
      if (!skipPeer) await buildPeer('site', path.join(dir, 'content'));
    }
    rmSync(dir, { recursive: true, force: true });
  }
  for (const pages of sizes) {
    const corpus = pages % 1000 === 0 ? `${pages / 1000}k` : String(pages);
    const dir = projectCopy(`site-${pages}`);
    const contentDir = path.join(dir, 'content');
    addSidebars(contentDir, writeCorpus(contentDir, pages, { sectionSize, groupSize: 50 }));
    if (!options['skip-ours']) await buildOurs(corpus, dir);
    if (!skipPeer && peerSizes.includes(pages)) await buildPeer(corpus, contentDir);
    rmSync(dir, { recursive: true, force: true });
  }
  printTable();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
