import { readFileSync } from 'node:fs';
import type { Manifest, ManifestPage } from '@/lib/content';
import { manifestFile } from '@/lib/fs/generated-paths';

/** The manifest of the build under test, to know which pages and neighbours to expect. */
export const manifest = JSON.parse(readFileSync(manifestFile(), 'utf8')) as Manifest;

export function pageAt(route: string): ManifestPage {
  const page = manifest.pages.find((candidate) => candidate.route === route);
  if (!page) throw new Error(`no page ${route} in the built manifest`);
  return page;
}
