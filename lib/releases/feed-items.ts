import type { FeedInfo, FeedItem } from './feeds';

/** Makes root-relative links and images absolute, so the HTML works inside a feed reader. */
export function absolutizeUrls(html: string, siteUrl: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${siteUrl}/`);
}

export function releaseFeedInfo(siteUrl: string): FeedInfo {
  return {
    title: 'Wren AI Cloud release notes',
    description: 'What changed in each Wren AI Cloud release.',
    homeUrl: `${siteUrl}/cp/releases`,
    urls: { rss: `${siteUrl}/cp/releases/rss.xml`, atom: `${siteUrl}/cp/releases/atom.xml`, json: `${siteUrl}/cp/releases/feed.json` },
  };
}

export interface FeedSource {
  route: string;
  title: string;
  date: string;
  description?: string;
  authors: string[];
  tags: string[];
}

export function toFeedItems(releases: FeedSource[], html: (route: string) => string, authorName: (id: string) => string, siteUrl: string): FeedItem[] {
  return releases.map((release) => ({
    title: release.title,
    url: `${siteUrl}${release.route}`,
    date: release.date,
    summary: release.description ?? release.title,
    html: absolutizeUrls(html(release.route), siteUrl),
    authors: release.authors.map(authorName),
    tags: release.tags,
  }));
}
