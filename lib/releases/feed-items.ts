import { entryHtml, entryRoute, entrySummary, entryTitle, PRODUCTS, type ChangelogEntry } from './changelog';
import type { FeedInfo, FeedItem } from './feeds';

export function releaseFeedInfo(siteUrl: string): FeedInfo {
  return {
    title: 'Wren AI release notes',
    description: 'What changed in each open-source release of Wren AI, Wren AI Core and GenBI Classic, dated by its git tag.',
    homeUrl: `${siteUrl}/cp/releases`,
    urls: { rss: `${siteUrl}/cp/releases/rss.xml`, atom: `${siteUrl}/cp/releases/atom.xml`, json: `${siteUrl}/cp/releases/feed.json` },
  };
}

/** One feed item per changelog entry, newest first, dated by its tag, linking to its place on the release list. */
export function toFeedItems(
  entries: ChangelogEntry[],
  options: { siteUrl: string; pageTitle: (route: string) => string | undefined; authorName: (id: string) => string },
): FeedItem[] {
  return entries.map((entry) => ({
    title: entryTitle(entry),
    url: `${options.siteUrl}${entryRoute(entries, entry)}`,
    date: entry.date,
    summary: entrySummary(entry),
    html: entryHtml(entry, options),
    authors: entry.released_by.map(options.authorName),
    tags: [PRODUCTS[entry.product].label],
  }));
}
