/**
 * Measures the full build (content, next build, sitemap, Markdown export) and how it grows:
 * 1. runs `npm run build` here and prints its wall time and peak memory (the whole process tree),
 * 2. copies the project to .bench-x4/ with every doc page duplicated 4 times
 *    (content/cp and content/oss copied to cp2..cp4 and oss2..oss4), builds that, and prints the same,
 * 3. prints the time of each build step, read from the build's own output.
 * Both builds start without the highlight cache, as on a fresh machine; --warm keeps it, to show a
 * rebuild.
 * Usage: tsx scripts/build-bench.ts [--skip-scaled] [--warm]
 */
import { spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HIGHLIGHT_CACHE_FILE } from '../lib/content/markdown/highlight-cache';

/** Peak resident memory of a process and its children, sampled from /proc every 100 ms. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch { /* the process ended */ }
  }
  const walk = (pid: number) => {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch { /* the process ended */ }
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(rootPid);
  return total;
}

function build(cwd: string): Promise<{ seconds: number; peakMb: number; output: string }> {
  if (!process.argv.includes('--warm')) rmSync(HIGHLIGHT_CACHE_FILE, { force: true });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['run', 'build'], { cwd, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    let peak = 0;
    const timer = setInterval(() => { peak = Math.max(peak, treeRss(child.pid!)); }, 100);
    child.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`build failed in ${cwd}:\n${output.slice(-3000)}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakMb: peak / 1024 / 1024, output });
    });
  });
}

function report(label: string, result: { seconds: number; peakMb: number; output: string }) {
  const content = /content: (.*) in ([\d.]+) s/.exec(result.output);
  const compiled = /Compiled successfully in ([\d.]+m?s)/.exec(result.output);
  const generated = /Generating static pages .* in ([\d.]+m?s)/.exec(result.output);
  console.log(`${label}: ${result.seconds.toFixed(1)} s wall, peak ${result.peakMb.toFixed(0)} MB`);
  const highlighting = /highlighting: (.*)/.exec(result.output);
  if (content) console.log(`  content build: ${content[2]} s (${content[1]})`);
  if (highlighting) console.log(`  highlighting: ${highlighting[1]}`);
  if (compiled) console.log(`  next compile: ${compiled[1]}`);
  if (generated) console.log(`  static pages: ${generated[1]}`);
}

function scaledCopy(): string {
  // Inside the project, so Turbopack (whose root is set to the project) accepts the shared node_modules.
  const dir = path.resolve('.bench-x4');
  rmSync(dir, { recursive: true, force: true });
  for (const entry of readdirSync('.')) {
    if (['node_modules', '.next', 'out', '.generated', '.git', '.bench-x4'].includes(entry)) continue;
    cpSync(entry, path.join(dir, entry), { recursive: true });
  }
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  const config = readFileSync(path.join(dir, 'next.config.mjs'), 'utf8');
  writeFileSync(path.join(dir, 'next.config.mjs'), config.replace('const nextConfig = {', `const nextConfig = {\n  turbopack: { root: ${JSON.stringify(process.cwd())} },`));
  for (let copy = 2; copy <= 4; copy++) {
    for (const edition of ['cp', 'oss']) {
      cpSync(path.join('content', edition), path.join(dir, 'content', `${edition}${copy}`), { recursive: true, filter: (source) => !source.includes(`${path.sep}releases`) });
    }
  }
  return dir;
}

async function main() {
  report('build', await build(process.cwd()));
  if (process.argv.includes('--skip-scaled')) return;
  const dir = scaledCopy();
  try {
    report('build with the docs 4 times over', await build(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
