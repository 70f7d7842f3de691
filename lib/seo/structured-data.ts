import type { Author, ChangelogEntry, ManifestPage, ManifestRelease } from '@/lib/content';
import { CHANGELOG_TITLE, entryAnchor, entryTitle } from '@/lib/releases/changelog';
import { RELEASES_ROUTE } from '@/lib/releases/list';
import { siteConfig } from '@/lib/config/site-config';
import {
  blogLd,
  blogPostingLd,
  breadcrumbListLd,
  collectionPageLd,
  techArticleLd,
  webSiteLd,
  type JsonLd,
  type LinkedItem,
} from './json-ld';
import { absoluteUrl } from './urls';

const home = (siteUrl: string): LinkedItem => ({ name: 'Home', url: absoluteUrl('/', siteUrl) });

/** The visible breadcrumbs as schema.org items: home, each crumb that links somewhere, then the page itself. */
export function docBreadcrumbItems(page: Pick<ManifestPage, 'route' | 'title' | 'breadcrumbs'>, siteUrl = siteConfig.url): LinkedItem[] {
  const linked = page.breadcrumbs.slice(0, -1).filter((crumb) => crumb.href && crumb.href !== page.route);
  return [
    home(siteUrl),
    ...linked.map((crumb) => ({ name: crumb.label, url: absoluteUrl(crumb.href!, siteUrl) })),
    { name: page.title, url: absoluteUrl(page.route, siteUrl) },
  ];
}

export function homeLd(): JsonLd {
  return webSiteLd({ name: siteConfig.title, url: absoluteUrl('/'), description: siteConfig.tagline, publisher: siteConfig.publisher });
}

export function docPageLd(page: ManifestPage): JsonLd[] {
  return [
    techArticleLd({
      title: page.title,
      description: page.description,
      url: absoluteUrl(page.route),
      section: page.breadcrumbs[0]?.label,
      wordCount: page.wordCount,
      publisher: siteConfig.publisher,
    }),
    breadcrumbListLd(docBreadcrumbItems(page)),
  ];
}

export function releaseLd(release: ManifestRelease, authors: Author[]): JsonLd[] {
  const byId = new Map(authors.map((author) => [author.id, author]));
  return [
    blogPostingLd({
      title: release.title,
      description: release.description ?? release.title,
      url: absoluteUrl(release.route),
      datePublished: release.date,
      authors: release.authors.map((id) => ({ name: byId.get(id)?.name ?? id, url: absoluteUrl(`${RELEASES_ROUTE}/authors#${id}`) })),
      keywords: release.tags,
      blogUrl: absoluteUrl(RELEASES_ROUTE),
      publisher: siteConfig.publisher,
    }),
    breadcrumbListLd([
      home(siteConfig.url),
      { name: 'Release notes', url: absoluteUrl(RELEASES_ROUTE) },
      { name: release.title, url: absoluteUrl(release.route) },
    ]),
  ];
}

/** A page of the Wren AI Cloud versions as a Blog whose posts are the version pages; they have no date. */
export function releaseListLd(page: { path: string; description: string; releases: ManifestRelease[] }): JsonLd {
  return blogLd({
    name: `${siteConfig.name} release notes`,
    description: page.description,
    url: absoluteUrl(page.path),
    posts: page.releases.map((release) => ({ name: release.title, url: absoluteUrl(release.route) })),
    publisher: siteConfig.publisher,
  });
}

/** A page of the open-source changelog as a Blog whose posts are its entries, each dated by its tag. */
export function changelogListLd(page: { path: string; description: string; entries: ChangelogEntry[] }): JsonLd {
  return blogLd({
    name: `${siteConfig.name} ${CHANGELOG_TITLE.toLowerCase()}`,
    description: page.description,
    url: absoluteUrl(page.path),
    posts: page.entries.map((entry) => ({
      name: entryTitle(entry),
      url: absoluteUrl(`${page.path}#${entryAnchor(entry)}`),
      datePublished: entry.date,
    })),
    publisher: siteConfig.publisher,
  });
}

export function collectionLd(page: { path: string; title: string; description: string; items: { label: string; href: string }[] }): JsonLd {
  return collectionPageLd({
    name: page.title,
    description: page.description,
    url: absoluteUrl(page.path),
    items: page.items.map((item) => ({ name: item.label, url: absoluteUrl(item.href) })),
  });
}

export function apiReferenceLd(page: { title: string; description: string; path: string }): JsonLd {
  return techArticleLd({
    title: page.title,
    description: page.description,
    url: absoluteUrl(page.path),
    section: 'API reference',
    publisher: siteConfig.publisher,
  });
}
