import { getAuthors, getChangelog, getChangelogHtml } from '@/lib/content';
import { siteConfig } from '@/lib/config/site-config';
import { releaseFeedInfo, toFeedItems } from './feed-items';
import { toAtom, toJsonFeed, toRss } from './feeds';

/** The feed info and items of this build's changelog, for the three feed routes under `base`. */
export function releaseFeed(base: string) {
  const authors = getAuthors();
  const items = toFeedItems(getChangelog(), {
    siteUrl: siteConfig.url,
    html: getChangelogHtml,
    authorName: (id) => authors.find((author) => author.id === id)?.name ?? id,
  });
  return { info: releaseFeedInfo(siteConfig.url, base), items };
}

const FORMATS = {
  rss: { write: toRss, type: 'application/rss+xml' },
  atom: { write: toAtom, type: 'application/atom+xml' },
  json: { write: toJsonFeed, type: 'application/feed+json' },
} as const;

/** A feed route's answer: the changelog in `format`, with its addresses under `base`. */
export function feedResponse(format: keyof typeof FORMATS, base: string): Response {
  const { info, items } = releaseFeed(base);
  return new Response(FORMATS[format].write(info, items), { headers: { 'content-type': `${FORMATS[format].type}; charset=utf-8` } });
}
