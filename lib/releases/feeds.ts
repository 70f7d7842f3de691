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

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const newest = (items: FeedItem[]) => toDate(items.reduce((max, item) => (item.date > max ? item.date : max), '1970-01-01'));

/** RSS 2.0, with the full note in content:encoded. */
export function toRss(info: FeedInfo, items: FeedItem[]): string {
  const entries = items.map((item) => [
    '    <item>',
    `      <title>${escapeXml(item.title)}</title>`,
    `      <link>${escapeXml(item.url)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
    `      <pubDate>${toDate(item.date).toUTCString()}</pubDate>`,
    `      <description>${escapeXml(item.summary)}</description>`,
    `      <content:encoded>${escapeXml(item.html)}</content:encoded>`,
    ...item.authors.map((name) => `      <dc:creator>${escapeXml(name)}</dc:creator>`),
    ...item.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
    '    </item>',
  ].join('\n'));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" ' +
      'xmlns:content="http://purl.org/rss/1.0/modules/content/" ' +
      'xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(info.title)}</title>`,
    `    <link>${escapeXml(info.homeUrl)}</link>`,
    `    <description>${escapeXml(info.description)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${newest(items).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(info.urls.rss)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom 1.0. */
export function toAtom(info: FeedInfo, items: FeedItem[]): string {
  const entries = items.map((item) => [
    '  <entry>',
    `    <title>${escapeXml(item.title)}</title>`,
    `    <id>${escapeXml(item.url)}</id>`,
    `    <link href="${escapeXml(item.url)}"/>`,
    `    <updated>${toDate(item.date).toISOString()}</updated>`,
    `    <summary>${escapeXml(item.summary)}</summary>`,
    `    <content type="html">${escapeXml(item.html)}</content>`,
    ...item.authors.map((name) => `    <author><name>${escapeXml(name)}</name></author>`),
    ...item.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
    '  </entry>',
  ].join('\n'));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(info.title)}</title>`,
    `  <subtitle>${escapeXml(info.description)}</subtitle>`,
    `  <id>${escapeXml(info.homeUrl)}</id>`,
    `  <link href="${escapeXml(info.homeUrl)}"/>`,
    `  <link href="${escapeXml(info.urls.atom)}" rel="self" type="application/atom+xml"/>`,
    `  <updated>${newest(items).toISOString()}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** JSON Feed 1.1. */
export function toJsonFeed(info: FeedInfo, items: FeedItem[]): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: info.title,
    description: info.description,
    home_page_url: info.homeUrl,
    feed_url: info.urls.json,
    language: 'en',
    items: items.map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      summary: item.summary,
      content_html: item.html,
      date_published: toDate(item.date).toISOString(),
      authors: item.authors.map((name) => ({ name })),
      tags: item.tags,
    })),
  }, null, 2);
}
