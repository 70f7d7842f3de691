import {
  manifestIsStale as isStale,
  readChangelogHtml,
  readExcerptHtml,
  readManifest,
  readPageHtml,
  readPageMarkdown,
} from './read-output';
import { entryAnchor } from '@/lib/releases/changelog';
import { staticParams, type DynamicPattern } from './dynamic-routes';
import { uniqueTitles } from '@/lib/seo/titles';
import type { ManifestRelease } from '@/lib/releases/build';
import type { EditionPages } from '@/lib/config/edition-counterpart';
import type { Manifest, ManifestPage, Sidebar } from './manifest';

export type { Manifest, ManifestPage, Sidebar } from './manifest';
export type { SidebarItem } from './sidebar';
export type { Heading } from './markdown/rehype-headings';
export type { Crumb, NavLink } from './navigation';
export type { ManifestRelease } from '@/lib/releases/build';
export type { Author } from '@/lib/releases/schema';
export type { ChangelogEntry } from '@/lib/releases/changelog';
import type { ChangelogEntry } from '@/lib/releases/changelog';

let manifest: Manifest | undefined;
let byRoute: Map<string, ManifestPage> | undefined;
let titles: Map<string, string> | undefined;
let editionPages: EditionPages | undefined;

/** The build's content manifest, read once per process; in `npm run dev`, whenever the watcher has rebuilt it. */
export function getManifest(): Manifest {
  const current = manifest && !(process.env.NODE_ENV === 'development' && isStale()) ? manifest : readManifest();
  if (current !== manifest) {
    manifest = current;
    byRoute = titles = editionPages = undefined;
  }
  return manifest;
}

export function getPages(): ManifestPage[] {
  return getManifest().pages;
}

export function getPage(route: string): ManifestPage | undefined {
  const pages = getPages();
  byRoute ??= new Map(pages.map((page) => [page.route, page]));
  return byRoute.get(route);
}

export function getPageHtml(route: string): string {
  return readPageHtml(route);
}

/** A page's or release note's Markdown as written, without its frontmatter. */
export function getPageMarkdown(route: string): string {
  return readPageMarkdown(route);
}

/** The page's <title>: its title, told apart from other pages of the same title. */
export function getDocumentTitle(route: string): string | undefined {
  const pages = getPages();
  titles ??= uniqueTitles(pages);
  return titles.get(route);
}

/** Each page's edition (its sidebar) and each edition's root: where a page's counterparts may be (counterpartRoute). */
export function getEditionPages(): EditionPages {
  const { pages, sidebars } = getManifest();
  editionPages ??= {
    pages: new Map(pages.flatMap((page) => (page.sidebar ? [[page.route, page.sidebar] as const] : []))),
    roots: Object.fromEntries(Object.entries(sidebars).map(([name, sidebar]) => [name, sidebar.root])),
  };
  return editionPages;
}

export function getSidebar(name: string): Sidebar | undefined {
  return getManifest().sidebars[name];
}

/** Static params for the catch-all docs route: one entry per content page except the home page. */
/** What generateStaticParams of the dynamic route at `pattern` returns (lib/content/dynamic-routes.ts). */
export function getStaticParams(pattern: DynamicPattern) {
  return staticParams(pattern, getManifest());
}

export function routeFromSlug(slug: string[]): string {
  return `/${slug.map(decodeURIComponent).join('/')}`;
}

/** Release notes, newest first. */
export function getReleases(): ManifestRelease[] {
  return getManifest().releases;
}

export function getRelease(version: string): ManifestRelease | undefined {
  return getReleases().find((release) => release.version === version);
}

export function getAuthors() {
  return getManifest().authors;
}

/** The open-source changelog, newest first: the release list and the feeds. */
export function getChangelog(): ChangelogEntry[] {
  return getManifest().changelog;
}

/** A release note's excerpt: its Markdown up to the truncation marker, rendered. */
/** A changelog entry as HTML for the feeds, rendered by the content build from the changelog page's component. */
export function getChangelogHtml(entry: ChangelogEntry): string {
  return readChangelogHtml(entryAnchor(entry));
}

export function getExcerptHtml(route: string): string {
  return readExcerptHtml(route);
}
