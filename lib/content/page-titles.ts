import type { PageTitle } from '@/lib/browser/did-you-mean';
import type { Manifest } from './manifest';

/** Every doc page and release note with its title and set: what the not-found page's "Did you mean" offers. */
export function pageTitles(manifest: Pick<Manifest, 'pages' | 'releases' | 'sidebars'>): PageTitle[] {
  const docs = manifest.pages
    .filter((page) => page.route !== '/')
    .map((page) => ({ route: page.route, title: page.title, section: page.sidebar ? manifest.sidebars[page.sidebar]?.label : undefined }));
  const releases = manifest.releases.map((release) => ({ route: release.route, title: release.title, section: 'Release notes' }));
  return [...docs, ...releases];
}
