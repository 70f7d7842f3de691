import { CHANGELOG_ROUTE } from './changelog';
import { RELEASES_ROUTE } from './list';

/** The three feeds served under `base`: RSS, Atom and JSON Feed. */
export const feedRoutes = (base: string) =>
  [
    { label: 'RSS feed', href: `${base}/rss.xml`, type: 'application/rss+xml' },
    { label: 'Atom feed', href: `${base}/atom.xml`, type: 'application/atom+xml' },
    { label: 'JSON feed', href: `${base}/feed.json`, type: 'application/feed+json' },
  ] as const;

/** The changelog's feeds, for <link rel="alternate"> tags, the footer and the section's sidebar. */
export const CHANGELOG_FEEDS = feedRoutes(CHANGELOG_ROUTE);
/**
 * The same feeds at their first address, under /cp/releases, for readers subscribed before the changelog
 * moved: they carry the same entries, linked at their new place.
 */
export const LEGACY_FEEDS = feedRoutes(RELEASES_ROUTE);

/** Metadata `alternates.types` linking the changelog's feeds from a page's head. */
export const feedAlternates = Object.fromEntries(CHANGELOG_FEEDS.map((feed) => [feed.type, feed.href]));
