import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rm, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checksFile, GENERATED, manifestFile, routeFile } from '@/lib/fs/generated-paths';
import type { BuiltContent } from './pipeline';
import type { ContentChecks } from './read-output';

/**
 * The content build's writer: puts what lib/content/pipeline.ts built into .generated/ (paths from
 * lib/fs/generated-paths.ts) for `next build` and the dev server; lib/content/read-output.ts reads it back.
 */

const mdxModuleFile = (route: string, dir: string) => routeFile(path.join(dir, 'pages'), route, 'ts');

/**
 * A hash of each file last written into each content folder, by path: the dev watcher's rebuilds, and a content build
 * that a content session tells what the last one wrote (keepWritten), write only what changed.
 */
const lastWritten = new Map<string, Map<string, string>>();
/** The id each content folder's last write of this process left in it (stampFile). */
const lastStamp = new Map<string, string>();

const hashOf = (text: string) => createHash('sha1').update(text).digest('base64');

/** Every write into a content folder leaves a new id in this file, so a later build can tell whether another wrote since. */
const stampFile = (dir: string) => path.join(dir, '.written');

/** What a write into a content folder wrote: its id, and a hash of each file by its path under the folder. */
export interface Written {
  stamp: string;
  files: [string, string][];
}

/** What the last write into `dir` of this process wrote, to keep for the next process. */
export function keptWritten(dir: string = GENERATED.content): Written | undefined {
  const files = lastWritten.get(dir);
  const stamp = lastStamp.get(dir);
  return files && stamp ? { stamp, files: [...files].map(([file, hash]) => [path.relative(dir, file), hash]) } : undefined;
}

/**
 * Takes `written` (keptWritten's, from another process) as what `dir` holds, while its stamp says that nothing has
 * written into it since: otherwise (npm run dev, a benchmark, another cache file wrote there) the folder is written whole.
 */
export function keepWritten(written: Written | undefined, dir: string = GENERATED.content): void {
  const stamp = existsSync(stampFile(dir)) ? readFileSync(stampFile(dir), 'utf8') : undefined;
  if (!written || stamp !== written.stamp) return;
  lastWritten.set(dir, new Map(written.files.map(([file, hash]) => [path.join(dir, file), hash])));
  lastStamp.set(dir, stamp);
}

/** Every file of the build's output, by path under `dir`; the manifest last, so readers see it after the pages it lists. */
function contentFiles(built: BuiltContent, dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [kind, entries, extension] of [
    ['html', built.html, 'html'],
    ['excerpts', built.excerpts, 'html'],
    ['markdown', built.markdown, 'md'],
    ['changelog', new Map([...built.changelogHtml].map(([anchor, html]) => [`/${anchor}`, html])), 'html'],
  ] as const) {
    for (const [route, text] of entries) files.set(routeFile(path.join(dir, kind), route, extension), text);
  }
  const checks: ContentChecks = Object.fromEntries(
    [...built.codeBlocks].map(([route, codeBlocks]) => [route, { codeBlocks, prose: built.prose.get(route) ?? [] }]),
  );
  files.set(checksFile(dir), JSON.stringify(checks));
  files.set(manifestFile(dir), JSON.stringify(built.manifest));
  return files;
}

/**
 * Writes the build's output into `dir` so that a running dev server never reads half of it: the first
 * write of a process swaps in a whole new folder; later ones (the dev watcher's) replace only the files
 * that changed, each by a rename, and delete those of removed pages.
 */
export function writeContentOutput(built: BuiltContent, dir: string = GENERATED.content, mdxDir = path.join(dir, '..', 'mdx')): void {
  const files = contentFiles(built, dir);
  const hashes = new Map([...files].map(([file, text]) => [file, hashOf(text)]));
  const previous = lastWritten.get(dir);
  if (previous && existsSync(dir)) writeChanged(files, hashes, previous);
  else swapIn(files, dir);
  lastWritten.set(dir, hashes);
  const stamp = randomUUID();
  writeFileSync(stampFile(dir), stamp);
  lastStamp.set(dir, stamp);
  writeMdxModules(built.modules, mdxDir);
}

function swapIn(files: Map<string, string>, dir: string) {
  const next = `${dir}.next`;
  rmSync(next, { recursive: true, force: true });
  for (const [file, text] of files) {
    const target = path.join(next, path.relative(dir, file));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  const old = `${dir}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(dir)) renameSync(dir, old);
  renameSync(next, dir);
  // Deleting hundreds of files is the slow part of the swap (about 2 s of a 4 s dev start on a loaded
  // machine): it happens after the build, and the process does not exit before it is done.
  rm(old, { recursive: true, force: true }, () => undefined);
}

function writeChanged(files: Map<string, string>, hashes: Map<string, string>, previous: Map<string, string>) {
  for (const [file, text] of files) if (previous.get(file) !== hashes.get(file)) replaceFile(file, text);
  for (const file of previous.keys()) if (!files.has(file)) rmSync(file, { force: true });
}

/** Writes beside the file and renames over it, so a reader sees the old text or the new, never half. */
function replaceFile(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/**
 * Writes the compiled MDX pages and their index next to the content, changing only the files whose text
 * changed: the bundler watches these as source modules, so in `npm run dev` a save recompiles one module.
 */
export function writeMdxModules(modules: Map<string, string>, dir: string): void {
  const wanted = new Map(
    [...modules].map(([route, code]) => [
      mdxModuleFile(route, dir),
      `// @ts-nocheck: compiled from ${route}'s MDX by the content build\n${code}`,
    ]),
  );
  wanted.set(path.join(dir, 'index.ts'), mdxModuleIndex([...modules.keys()]));
  for (const [file, text] of wanted) if (!existsSync(file) || readFileSync(file, 'utf8') !== text) replaceFile(file, text);
  for (const file of existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }) : []) {
    const full = path.join(file.parentPath, file.name);
    if (file.isFile() && !wanted.has(full)) rmSync(full);
  }
}

/**
 * The module that maps each MDX page's route to its compiled module. Each page is its own import, so
 * the components (and client islands) a page imports load only where that page is rendered.
 */
export function mdxModuleIndex(routes: string[]): string {
  const entries = routes.map((route) => {
    const specifier = `./${path.relative('/', mdxModuleFile(route, '/')).split(path.sep).join('/').replace(/\.ts$/, '')}`;
    return `  ${JSON.stringify(route)}: () => import(${JSON.stringify(specifier)}),`;
  });
  return [
    "import type { ComponentType } from 'react';",
    '',
    '/** Written by the content build: every MDX doc page by route. */',
    'export const mdxModules: Record<string, () => Promise<{ default: ComponentType }>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}
