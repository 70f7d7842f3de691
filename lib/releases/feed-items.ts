import { CHANGELOG_ROUTE, entryRoute, entrySummary, entryTitle, PRODUCTS, type ChangelogEntry } from './changelog';
import { feedRoutes } from './feed-routes';
import type { FeedInfo, FeedItem } from './feeds';

/**
 * The changelog's feed as served under `base` (/oss/releases, or /cp/releases where it was first): the
 * same title, items and home page, the changelog; only its own addresses differ.
 */
export function releaseFeedInfo(siteUrl: string, base: string = CHANGELOG_ROUTE): FeedInfo {
  const [rss, atom, json] = feedRoutes(base).map((feed) => `${siteUrl}${feed.href}`);
  return {
    title: 'Wren AI open-source changelog',
    description: 'What changed in each open-source release of Wren AI, Wren AI Core and GenBI Classic, dated by its git tag.',
    homeUrl: `${siteUrl}${CHANGELOG_ROUTE}`,
    urls: { rss, atom, json },
  };
}

/** One feed item per changelog entry, newest first, dated by its tag, linking to its place in the changelog. */
export function toFeedItems(
  entries: ChangelogEntry[],
  options: {
    siteUrl: string;
    /** The entry as HTML: the changelog page's component rendered by the content build (./entry-html.ts). */
    html: (entry: ChangelogEntry) => string;
    authorName: (id: string) => string;
  },
): FeedItem[] {
  return entries.map((entry) => ({
    title: entryTitle(entry),
    url: `${options.siteUrl}${entryRoute(entries, entry)}`,
    date: entry.date,
    summary: entrySummary(entry),
    html: options.html(entry),
    authors: entry.released_by.map(options.authorName),
    tags: [PRODUCTS[entry.product].label],
  }));
}
