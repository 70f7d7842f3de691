/**
 * The release feeds in RSS 2.0, Atom 1.0 and JSON Feed, written by the `feed` package from one list
 * of items. What is ours is only the mapping: the item's URL is its id (in RSS a permalink guid), its
 * day is both its published and its updated date, its authors and tags go where each format puts them.
 */
import { Feed, type Extension, type Item } from 'feed';

export interface FeedInfo {
  title: string;
  description: string;
  /** Absolute URL of the page the feed mirrors. */
  homeUrl: string;
  urls: { rss: string; atom: string; json: string };
}

export interface FeedItem {
  title: string;
  /** Absolute URL of the item's page; also its id. */
  url: string;
  /** YYYY-MM-DD: the day of the release's git tag. */
  date: string;
  summary: string;
  /** The full entry as HTML. */
  html: string;
  authors: string[];
  tags: string[];
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const newest = (items: FeedItem[]) => toDate(items.reduce((max, item) => (item.date > max ? item.date : max), '1970-01-01'));

/** Atom's titles and summaries are `type="html"` in `feed`: our plain text is escaped to stay text. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Format = 'rss' | 'atom' | 'json';

function feed(info: FeedInfo, items: FeedItem[], format: Format): Feed {
  const result = new Feed({
    id: info.homeUrl,
    title: info.title,
    description: info.description,
    link: info.homeUrl,
    language: 'en',
    updated: newest(items),
    generator: false,
    feedLinks: info.urls,
  });
  for (const item of items) {
    const date = toDate(item.date);
    const entry: Item = {
      title: format === 'atom' ? asHtml(item.title) : item.title,
      // Without an id, `feed` makes the RSS guid the link, as a permalink.
      id: format === 'rss' ? undefined : item.url,
      link: item.url,
      date,
      published: date,
      description: format === 'atom' ? asHtml(item.summary) : item.summary,
      content: item.html,
      category: item.tags.map((tag) => ({ name: tag, term: tag })),
    };
    if (item.authors.length === 0) {
      // `feed` reads an author list only when there is one (its JSON Feed fails on an empty one).
    } else if (format === 'rss') {
      // RSS's <author> is an email address: the names go in dc:creator, one element each (xml-js writes an array as repeated elements).
      entry.extensions = [
        { name: 'dc:creator', objects: item.authors.map((name) => ({ _text: name })) as unknown as Extension['objects'] },
      ];
    } else {
      entry.author = item.authors.map((name) => ({ name }));
    }
    result.addItem(entry);
  }
  return result;
}

export const toRss = (info: FeedInfo, items: FeedItem[]): string => feed(info, items, 'rss').rss2();
export const toAtom = (info: FeedInfo, items: FeedItem[]): string => feed(info, items, 'atom').atom1();
export const toJsonFeed = (info: FeedInfo, items: FeedItem[]): string => feed(info, items, 'json').json1();
