/** The release feeds, for <link rel="alternate"> tags, the footer and the section's sidebar. */
export const RELEASE_FEEDS = [
  { label: 'RSS feed', href: '/cp/releases/rss.xml', type: 'application/rss+xml' },
  { label: 'Atom feed', href: '/cp/releases/atom.xml', type: 'application/atom+xml' },
  { label: 'JSON feed', href: '/cp/releases/feed.json', type: 'application/feed+json' },
] as const;

/** Metadata `alternates.types` linking the feeds from a page's head. */
export const feedAlternates = Object.fromEntries(RELEASE_FEEDS.map((feed) => [feed.type, feed.href]));
