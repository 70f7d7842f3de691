/**
 * How fast the Markdown parser alone goes on this machine, and whether a second process adds to it: parses
 * the bodies the content build parses (remark-parse with the GFM and directive extensions each body
 * can use, as lib/content/markdown/render.ts sets it up; no plugins, no HTML) in one process, then split over two,
 * and prints each process's time, the wall time and MB/s. The parse is most of a cold content build
 * (`content-profile.ts`), so its MB/s bounds how fast that build can be. Then, in this process, it parses the bodies
 * with every extension loaded, as remark-gfm and remark-directive do, alternating with the build's parse, and prints
 * both medians: what loading only the extensions a body can use (lib/content/markdown/syntax.ts) saves.
 *
 * Usage: npx tsx scripts/bench/parse-throughput.ts [--pages 1000] [--processes 1,2] [--rounds 3]
 *   --pages N       the site's files plus N generated pages, the real doc pages in turn, as bench:build's corpus has them
 *   --processes L   the process counts to try, in order
 *   --rounds N      rounds of the comparison with every extension (0: none)
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { directive } from 'micromark-extension-directive';
import { gfm } from 'micromark-extension-gfm';
import remarkParse from 'remark-parse';
import { unified, type Plugin } from 'unified';
import { readContentFiles } from '@/lib/content/load';
import { percentile } from '@/lib/search/evaluate';
import { remarkSyntax } from '@/lib/content/markdown/syntax';
import { isMain, parseOptions } from '../cli';
import { realDocPages } from './corpus';

const USAGE = 'npx tsx scripts/bench/parse-throughput.ts [--pages N] [--processes 1,2] [--rounds N]';

/** The bodies, in a fixed order: every content file, then `pages` more taken from the real doc pages in turn. */
function corpusBodies(contentDir: string, pages: number): string[] {
  const bodies = readContentFiles(contentDir).map((file) => matter(file.text).content);
  const docs = realDocPages(contentDir).map((file) => matter(file.text).content);
  for (let i = 0; i < pages; i++) bodies.push(docs[i % docs.length]);
  return bodies;
}

/** The peer of remarkSyntax: every extension on every body, as remark-gfm and remark-directive load them. */
const remarkEveryExtension: Plugin<[string]> = function () {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfm(), directive());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown(), directiveFromMarkdown());
};

/** Parses every `of`-th body starting at `part`, a processor each, as the build does; returns the milliseconds it took. */
function parsePart(bodies: string[], part: number, of: number, syntax: Plugin<[string]> = remarkSyntax): number {
  const start = performance.now();
  for (let i = part; i < bodies.length; i += of) unified().use(remarkParse).use(syntax, bodies[i]).parse(bodies[i]);
  return performance.now() - start;
}

function runChild(pages: number, part: number, of: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, PARSE_PART: `${pages},${part},${of}` } });
    child.on('message', (ms) => resolve(Number(ms)));
    child.on('error', reject);
    child.on('exit', (code) => code && reject(new Error(`part ${part} of ${of} exited with ${code}`)));
  });
}

async function main() {
  const options = parseOptions(
    { pages: { type: 'string', default: '0' }, processes: { type: 'string', default: '1,2' }, rounds: { type: 'string', default: '3' } },
    USAGE,
  );
  const pages = Number(options.pages);
  const bodies = corpusBodies(path.resolve('content'), pages);
  const megabytes = bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0) / 1e6;
  console.log(`${bodies.length} bodies, ${megabytes.toFixed(1)} MB of Markdown`);
  for (const of of options.processes.split(',').map(Number)) {
    const start = performance.now();
    const times = await Promise.all(Array.from({ length: of }, (_, part) => runChild(pages, part, of)));
    const wall = (performance.now() - start) / 1000;
    const each = times.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ');
    console.log(`${of} process${of > 1 ? 'es' : ''}: parse ${each}; wall ${wall.toFixed(1)} s, ${(megabytes / wall).toFixed(2)} MB/s`);
  }
  const rounds = Number(options.rounds);
  if (rounds === 0) return;
  const times = { 'the extensions each body can use': [] as number[], 'every extension': [] as number[] };
  parsePart(bodies, 0, 1); // JIT warm-up, not counted
  for (let round = 0; round < rounds; round++) {
    // Alternating which goes first, so that neither always follows the other's garbage.
    const order =
      round % 2
        ? (['every extension', 'the extensions each body can use'] as const)
        : (['the extensions each body can use', 'every extension'] as const);
    for (const name of order) times[name].push(parsePart(bodies, 0, 1, name === 'every extension' ? remarkEveryExtension : remarkSyntax));
  }
  for (const [name, values] of Object.entries(times))
    console.log(
      `${name}: median ${(percentile(values, 50) / 1000).toFixed(2)} s of ${values.map((ms) => (ms / 1000).toFixed(2)).join(', ')}`,
    );
}

if (process.env.PARSE_PART) {
  const [pages, part, of] = process.env.PARSE_PART.split(',').map(Number);
  process.send!(parsePart(corpusBodies(path.resolve('content'), pages), part, of));
} else if (isMain(import.meta)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
