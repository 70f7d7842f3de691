import type { FeedInfo, FeedItem } from './feeds';
import { formatDate } from './list';

/** Makes root-relative links and images absolute, so the HTML works inside a feed reader. */
export function absolutizeUrls(html: string, siteUrl: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${siteUrl}/`);
}

export function releaseFeedInfo(siteUrl: string): FeedInfo {
  return {
    title: 'Wren AI Cloud release notes',
    description:
      'Notes on Wren AI Cloud versions, reconstructed on this site from public sources; Wren AI does not publish per-version cloud release notes. ' +
      "Each item's date is the day its note was written on this site, not the day the version was released.",
    homeUrl: `${siteUrl}/cp/releases`,
    urls: { rss: `${siteUrl}/cp/releases/rss.xml`, atom: `${siteUrl}/cp/releases/atom.xml`, json: `${siteUrl}/cp/releases/feed.json` },
  };
}

export interface FeedSource {
  route: string;
  title: string;
  /** Release day, only when a source gives it. */
  date?: string;
  /** The day the note was written on this site: the item's date in the feed. */
  written: string;
  description?: string;
  authors: string[];
  tags: string[];
}

/** What the item's date means, in words, for the summary and the top of the item's HTML. */
export function feedDateNote(release: Pick<FeedSource, 'date' | 'written'>): string {
  const written = `Note written on this site on ${formatDate(release.written)}; the feed dates this item by that day.`;
  return release.date ? `Released ${formatDate(release.date)}. ${written}` : `${written} Wren AI does not publish a release date for this version.`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One feed item per note, dated by the day the note was written (the one date every note has and can source). */
export function toFeedItems(releases: FeedSource[], html: (route: string) => string, authorName: (id: string) => string, siteUrl: string): FeedItem[] {
  return releases.map((release) => ({
    title: release.title,
    url: `${siteUrl}${release.route}`,
    date: release.written,
    summary: `${release.description ?? release.title} (${feedDateNote(release)})`,
    html: `<p><em>${escapeHtml(feedDateNote(release))}</em></p>\n${absolutizeUrls(html(release.route), siteUrl)}`,
    authors: release.authors.map(authorName),
    tags: release.tags,
  }));
}
