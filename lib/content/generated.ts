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
  const modules = new Map([...built.modules].map(([route, code]) => [route, `// @ts-nocheck: compiled from ${route}'s MDX by the content build\n${code}`]));
  for (const [kind, entries, extension] of [['html', built.html, 'html'], ['excerpts', built.excerpts, 'html'], ['markdown', built.markdown, 'md'], ['mdx', modules, 'ts']] as const) {
    for (const [route, text] of entries) {
      const file = fileFor(route, kind, extension).replace(GENERATED_DIR, next);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  writeFileSync(path.join(next, 'mdx-modules.ts'), mdxModuleIndex([...built.modules.keys()]));
  const old = `${dir}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(dir)) renameSync(dir, old);
  renameSync(next, dir);
  rmSync(old, { recursive: true, force: true });
}

/**
 * The module that maps each MDX page's route to its compiled module. Each page is its own import, so
 * the components (and client islands) a page imports load only where that page is rendered.
 */
export function mdxModuleIndex(routes: string[]): string {
  const entries = routes.map((route) => {
    const specifier = `./${path.relative(GENERATED_DIR, fileFor(route, 'mdx', 'ts')).split(path.sep).join('/').replace(/\.ts$/, '')}`;
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
