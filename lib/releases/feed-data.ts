import { getAuthors, getPageHtml, getReleases } from '../content';
import { siteConfig } from '../site-config';
import { releaseFeedInfo, toFeedItems } from './feed-items';

/** The feed info and items of this build's release notes, for the three feed routes. */
export function releaseFeed() {
  const authors = getAuthors();
  const items = toFeedItems(getReleases(), getPageHtml, (id) => authors.find((author) => author.id === id)?.name ?? id, siteConfig.url);
  return { info: releaseFeedInfo(siteConfig.url), items };
}
