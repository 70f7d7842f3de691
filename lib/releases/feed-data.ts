import { getAuthors, getChangelog, getPage } from '@/lib/content';
import { siteConfig } from '@/lib/config/site-config';
import { releaseFeedInfo, toFeedItems } from './feed-items';

/** The feed info and items of this build's changelog, for the three feed routes. */
export function releaseFeed() {
  const authors = getAuthors();
  const items = toFeedItems(getChangelog(), {
    siteUrl: siteConfig.url,
    pageTitle: (route) => getPage(route)?.title,
    authorName: (id) => authors.find((author) => author.id === id)?.name ?? id,
  });
  return { info: releaseFeedInfo(siteConfig.url), items };
}
