import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { checksFile, GENERATED, manifestFile, routeFile } from '@/lib/fs/generated-paths';
import type { CodeBlock } from './markdown/rehype-code';
import type { ProseBlock } from './markdown/remark-export';
import type { Manifest } from './manifest';

/** What the content checks read of each page and release note, by route: its code blocks and its prose, with their lines. */
export type ContentChecks = Record<string, { codeBlocks: CodeBlock[]; prose: ProseBlock[] }>;

/**
 * The content build's reader: what lib/content/write-output.ts left in .generated/, read back at render
 * time. App code reads it through lib/content/index.ts, which keeps the manifest in memory.
 */

const fileFor = (route: string, kind = 'html', extension = 'html') => routeFile(path.join(GENERATED.content, kind), route, extension);

let readAt = 0;

/** Whether the manifest on disk is newer than the one last read (the dev watcher rewrites it). */
export function manifestIsStale(): boolean {
  try {
    return statSync(manifestFile()).mtimeMs !== readAt;
  } catch {
    return true;
  }
}

export function readManifest(): Manifest {
  const file = manifestFile();
  const manifest = readBuilt<Manifest>(file);
  readAt = statSync(file).mtimeMs;
  return manifest;
}

export function readContentChecks(): ContentChecks {
  return readBuilt<ContentChecks>(checksFile());
}

function readBuilt<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(
      `${path.relative(process.cwd(), file)} is missing: run 'npm run content' (npm run build and npm run dev do it first).`,
      { cause: error },
    );
  }
}

export function readPageHtml(route: string): string {
  return readFileSync(fileFor(route), 'utf8');
}

export function readExcerptHtml(route: string): string {
  return readFileSync(fileFor(route, 'excerpts'), 'utf8');
}

/** A changelog entry as the feeds show it, by its anchor ('core-0-13-3'). */
export function readChangelogHtml(anchor: string): string {
  return readFileSync(fileFor(`/${anchor}`, 'changelog'), 'utf8');
}

export function readPageMarkdown(route: string): string {
  return readFileSync(fileFor(route, 'markdown', 'md'), 'utf8');
}
