import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

export function writeGenerated(built: BuiltContent, dir = GENERATED_DIR): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(built.manifest));
  for (const [kind, entries, extension] of [['html', built.html, 'html'], ['excerpts', built.excerpts, 'html'], ['markdown', built.markdown, 'md']] as const) {
    for (const [route, text] of entries) {
      const file = fileFor(route, kind, extension).replace(GENERATED_DIR, dir);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
}

export function readManifest(): Manifest {
  try {
    return JSON.parse(readFileSync(path.join(GENERATED_DIR, 'manifest.json'), 'utf8')) as Manifest;
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
