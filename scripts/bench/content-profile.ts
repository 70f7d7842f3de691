/**
 * Where the content build's time goes: runs `buildSiteContent` (and the search records, as `npm run content`
 * does) under the V8 sampling profiler, each run in a fresh process with a cold highlight cache, and sorts
 * every sample into a stage by the innermost stack frame whose module belongs to one (`STAGES`; generic
 * modules such as unified, unist-util-visit or node:fs pass the sample to their caller).
 *
 * Usage: npx tsx scripts/bench/content-profile.ts [--pages 1000] [--runs 3] [--warm]
 *   --pages N   profile a project copy under .bench/ with N generated pages added (corpus.ts, as bench:build does)
 *   --warm      a rebuild after one page changed: keep the content and highlight caches between runs (filled by a first,
 *               uncounted run) and change one page's text before each run (restored at the end)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMain, parseOptions } from '../cli';
import { addSidebars, writeCorpus } from './corpus';
import { projectCopy } from '@/test/support/project-copy';

/** Stages by module path, first match wins; a frame matching none, or TRANSPARENT, is judged by its caller. */
export const STAGES: [string, RegExp][] = [
  ['highlight (shiki)', /shiki|oniguruma|markdown\/highlight|markdown\/rehype-code|code-colors/],
  ['MDX compile', /@mdx-js|estree|acorn|astring|recma|mdx-components|mdx-imports|rehype-react-props|periscopic/],
  ['parse (frontmatter, remark)', /micromark|mdast-util-from-markdown|remark-parse|gray-matter|js-yaml|\/yaml\/|frontmatter\.ts|zod/],
  ['mdast to HTML', /mdast-util-to-hast|remark-rehype|hast-util-to-html|rehype-stringify|stringify-entities|property-information/],
  ['link and source checks', /link-check|content\/links|rehype-links|content\/sources|content\/origin|hosting\/|levenshtein/],
  ['search records', /lib\/search\/(?!generated)|rehype-search-blocks|stemmer/],
  ['writing files', /write-output|write-if-changed|search\/generated|highlight-cache/],
  ['API reference', /openapi/],
  ['reading files', /content\/load|content\/template/],
  ['other plugins, sidebars, manifest', /lib\/|scripts\/|mdast-util-|hast-util-|remark-|rehype-|github-slugger/],
];
/** The page `--warm` changes before each run. */
const WARM_PAGE = 'content/cp/guide/connect/snowflake.md';
const TRANSPARENT = /^$|^node:|unified|vfile|unist-util|trough|bail|devlop|zwitch/;

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
  children?: number[];
}

/** Milliseconds per stage in a V8 CPU profile. */
export function stageTimes(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }): Map<string, number> {
  const parent = new Map<number, ProfileNode>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
  const stageOf = (node: ProfileNode | undefined): string => {
    if (node?.callFrame.functionName === '(garbage collector)') return 'garbage collection';
    for (; node; node = parent.get(node.id)) {
      const url = node.callFrame.url;
      if (TRANSPARENT.test(url)) continue;
      const stage = STAGES.find(([, pattern]) => pattern.test(url));
      if (stage) return stage[0];
    }
    return 'other';
  };
  const times = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const stage = stageOf(byId.get(id));
    times.set(stage, (times.get(stage) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return times;
}

/** One profiled content build in this process; prints its stage times as JSON. */
async function profileOnce() {
  const { buildSiteContent } = await import('@/lib/content/build');
  const cacheFile = process.env.WREN_DOCS_CONTENT_CACHE;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const started = performance.now();
  const cpu = process.cpuUsage();
  const build = await buildSiteContent({ contentDir: 'content', includeDrafts: false, cacheFile });
  build.writeSearchRecords();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const { profile } = await session.post('Profiler.stop');
  const stages = Object.fromEntries(stageTimes(profile as unknown as Parameters<typeof stageTimes>[0]));
  console.log(JSON.stringify({ wall, cpu: (used.user + used.system) / 1000, pages: build.built.manifest.pages.length, stages }));
}

interface Run {
  wall: number;
  /** CPU time of the process (all its threads): less sensitive than wall time to a loaded machine. */
  cpu: number;
  pages: number;
  stages: Record<string, number>;
}

function main(options: { pages: number; runs: number; warm: boolean }) {
  let cwd = process.cwd();
  if (options.pages) {
    cwd = projectCopy(`profile-${options.pages}`);
    addSidebars(path.join(cwd, 'content'), writeCorpus(path.join(cwd, 'content'), options.pages, { sectionSize: 500, groupSize: 50 }));
  }
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'content-profile-'));
  // The page a warm run changes: one doc page of the site, as an author saves it.
  const changed = path.join(cwd, WARM_PAGE);
  const original = readFileSync(changed, 'utf8');
  const run = (i: number) => {
    const cache = path.join(cacheDir, options.warm ? 'highlight.json' : `highlight-${i}.json`);
    if (options.warm && i >= 0) writeFileSync(changed, `${original}\n\nA paragraph the profile changes: run ${i + 1}.\n`);
    // The copy's own script, so that every module it loads is the copy's.
    const script = path.join(cwd, path.relative(process.cwd(), fileURLToPath(import.meta.url)));
    // With the young generation `npm run content` has (scripts/build/build-content.ts).
    const output = execFileSync(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', script, '--child'], {
      cwd,
      env: {
        ...process.env,
        WREN_DOCS_HIGHLIGHT_CACHE: cache,
        ...(options.warm ? { WREN_DOCS_CONTENT_CACHE: path.join(cacheDir, 'content.json') } : {}),
      },
      encoding: 'utf8',
    });
    return JSON.parse(output.trim().split('\n').at(-1)!) as Run;
  };
  const results: Run[] = [];
  try {
    if (options.warm) run(-1);
    for (let i = 0; i < options.runs; i++) {
      results.push(run(i));
      const { wall, cpu } = results.at(-1)!;
      console.log(`run ${i + 1}: ${wall.toFixed(0)} ms wall, ${cpu.toFixed(0)} ms CPU, load average ${loadavg()[0].toFixed(2)}`);
    }
  } finally {
    writeFileSync(changed, original);
  }
  rmSync(cacheDir, { recursive: true, force: true });
  if (options.pages) rmSync(cwd, { recursive: true, force: true });
  // The run of median wall time (the faster of two), whole: its stages add up to its total.
  const typical = [...results].sort((a, b) => a.wall - b.wall)[(results.length - 1) >> 1];
  const names = [...STAGES.map(([name]) => name), 'garbage collection', 'other'];
  const total = names.reduce((sum, name) => sum + (typical.stages[name] ?? 0), 0);
  const kind = options.warm ? `one page changed (${WARM_PAGE}), caches kept` : 'cold: no content or highlight cache';
  console.log(`\n${typical.pages} pages, ${kind}; the median of ${options.runs} runs`);
  console.log(`| stage | ms | % |\n|:--|--:|--:|`);
  for (const name of names) {
    const ms = typical.stages[name] ?? 0;
    console.log(`| ${name} | ${ms.toFixed(0)} | ${((100 * ms) / total).toFixed(1)} |`);
  }
  console.log(
    `| sampled total | ${total.toFixed(0)} | 100 |\n| wall | ${typical.wall.toFixed(0)} | |\n| CPU | ${typical.cpu.toFixed(0)} | |`,
  );
}

if (isMain(import.meta)) {
  const options = parseOptions(
    {
      pages: { type: 'string', default: '0' },
      runs: { type: 'string', default: '3' },
      warm: { type: 'boolean', default: false },
      child: { type: 'boolean', default: false },
    },
    'npx tsx scripts/bench/content-profile.ts [--pages 1000] [--runs 3] [--warm]',
  );
  if (options.child) void profileOnce();
  else main({ pages: Number(options.pages), runs: Number(options.runs), warm: options.warm });
}
