import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuiltContent, Manifest } from './manifest';

/** Where the content build leaves its output for `next build` to read. */
export const GENERATED_DIR = path.join(process.cwd(), '.generated', 'content');

function fileFor(route: string, kind = 'html', extension = 'html'): string {
  const folder = path.join(GENERATED_DIR, kind);
  const file = path.resolve(folder, `${route === '/' ? 'index' : route.slice(1)}.${extension}`);
  // The content checks keep routes inside their section; this keeps a route that slipped past them inside .generated/.
  if (!file.startsWith(folder + path.sep)) throw new Error(`route ${route} would be written outside ${path.relative(process.cwd(), folder)}`);
  return file;
}

/** Writes the build's output into `dir`, swapping the whole folder at once so a running dev server never reads half of it. */
export function writeGenerated(built: BuiltContent, dir = GENERATED_DIR): void {
  const next = `${dir}.next`;
  rmSync(next, { recursive: true, force: true });
  mkdirSync(next, { recursive: true });
  writeFileSync(path.join(next, 'manifest.json'), JSON.stringify(built.manifest));
  for (const [kind, entries, extension] of [['html', built.html, 'html'], ['excerpts', built.excerpts, 'html'], ['markdown', built.markdown, 'md']] as const) {
    for (const [route, text] of entries) {
      const file = fileFor(route, kind, extension).replace(GENERATED_DIR, next);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  const old = `${dir}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(dir)) renameSync(dir, old);
  renameSync(next, dir);
  rmSync(old, { recursive: true, force: true });
}

let readAt = 0;

/** Whether the manifest on disk is newer than the one last read (the dev watcher rewrites it). */
export function manifestIsStale(): boolean {
  try {
    return statSync(path.join(GENERATED_DIR, 'manifest.json')).mtimeMs !== readAt;
  } catch {
    return true;
  }
}

export function readManifest(): Manifest {
  try {
    const file = path.join(GENERATED_DIR, 'manifest.json');
    readAt = statSync(file).mtimeMs;
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`The content manifest is missing at ${GENERATED_DIR}: run 'npm run content' (npm run build and npm run dev do it first).`, { cause: error });
  }
}

export function readPageHtml(route: string): string {
  return readFileSync(fileFor(route), 'utf8');
}

export function readExcerptHtml(route: string): string {
  return readFileSync(fileFor(route, 'excerpts'), 'utf8');
}

export function readPageMarkdown(route: string): string {
  return readFileSync(fileFor(route, 'markdown', 'md'), 'utf8');
}
