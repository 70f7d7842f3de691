import type { Manifest, ManifestPage } from '@/lib/content';
import { readManifest } from '@/lib/content/read-output';

/** The manifest of the build under test, to know which pages and neighbours to expect. */
export const manifest: Manifest = readManifest();

export function pageAt(route: string): ManifestPage {
  const page = manifest.pages.find((candidate) => candidate.route === route);
  if (!page) throw new Error(`no page ${route} in the built manifest`);
  return page;
}
