import type { Metadata } from 'next';
import { siteConfig } from '@/lib/config/site-config';
import { absoluteUrl } from './urls';

export interface PageSeo {
  /** Unique across the site; the root layout's template adds ' | Wren AI'. */
  title: string;
  description: string;
  /** The page's path; its canonical URL is built from it and the site URL. */
  path: string;
  /** 'article' for docs and release notes, 'website' for the rest. */
  type?: 'website' | 'article';
  /** Release notes: the day the release came out (YYYY-MM-DD), only when a source gives it. */
  publishedTime?: string;
  /** Release notes: author names. */
  authors?: string[];
  tags?: string[];
  /** Docs: the frontmatter's reader words, as <meta name="keywords">. */
  keywords?: string[];
  /** Use the title as it is, without the template (the home page). */
  absoluteTitle?: boolean;
  /** Feeds and other alternates to link from the head. */
  alternateTypes?: Record<string, string>;
}

/** Everything a page's head needs for search engines and link previews: title, description, canonical URL, Open Graph and Twitter card. */
export function pageMetadata(page: PageSeo): Metadata {
  const url = absoluteUrl(page.path);
  const article = page.type === 'article';
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    ...(page.keywords?.length ? { keywords: page.keywords } : {}),
    alternates: { canonical: url, ...(page.alternateTypes ? { types: page.alternateTypes } : {}) },
    openGraph: {
      title: page.title,
      description: page.description,
      url,
      siteName: siteConfig.title,
      locale: 'en_US',
      ...(article
        ? {
            type: 'article',
            ...(page.publishedTime ? { publishedTime: page.publishedTime } : {}),
            ...(page.authors ? { authors: page.authors } : {}),
            ...(page.tags?.length ? { tags: page.tags } : {}),
          }
        : { type: 'website' }),
    },
    twitter: { card: 'summary', site: siteConfig.twitter, title: page.title, description: page.description },
  };
}

/** Pages that must stay out of search engines: not-found and the debug pages. */
export function noindexMetadata(title: string, description: string): Metadata {
  return { title, description, robots: { index: false } };
}
