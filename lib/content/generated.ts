import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuiltContent, Manifest } from './manifest';

/** Where the content build leaves its output for `next build` to read. */
export const GENERATED_DIR = path.join(process.cwd(), '.generated', 'content');

const htmlFileFor = (route: string) => path.join(GENERATED_DIR, 'html', `${route === '/' ? 'index' : route.slice(1)}.html`);

export function writeGenerated(built: BuiltContent, dir = GENERATED_DIR): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(built.manifest));
  for (const [route, html] of built.html) {
    const file = htmlFileFor(route).replace(GENERATED_DIR, dir);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
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
  return readFileSync(htmlFileFor(route), 'utf8');
}
