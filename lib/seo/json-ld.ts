/** schema.org structured data for the page kinds of this site, as plain objects for <script type="application/ld+json">. */

export type JsonLd = Record<string, unknown>;

export interface Publisher {
  name: string;
  url: string;
}

export interface LinkedItem {
  name: string;
  /** Absolute URL. */
  url: string;
}

const CONTEXT = 'https://schema.org';
const organization = (publisher: Publisher) => ({ '@type': 'Organization', name: publisher.name, url: publisher.url });

/** The home page: the site itself. */
export function webSiteLd(site: { name: string; url: string; description: string; publisher: Publisher }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    description: site.description,
    inLanguage: 'en',
    publisher: organization(site.publisher),
  };
}

/** The trail from the home page to the current page, which comes last. */
export function breadcrumbListLd(items: LinkedItem[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** A documentation page (or the API reference). */
export function techArticleLd(article: {
  title: string;
  description: string;
  url: string;
  section?: string;
  wordCount?: number;
  publisher: Publisher;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'TechArticle',
    headline: article.title,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    inLanguage: 'en',
    ...(article.section ? { articleSection: article.section } : {}),
    ...(article.wordCount ? { wordCount: article.wordCount } : {}),
    publisher: organization(article.publisher),
  };
}

/** A release note. Its authors are teams, so they are organizations. `datePublished` only when a source gives the release date. */
export function blogPostingLd(post: {
  title: string;
  description: string;
  url: string;
  datePublished?: string;
  authors: LinkedItem[];
  keywords: string[];
  blogUrl: string;
  publisher: Publisher;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: post.url,
    mainEntityOfPage: post.url,
    ...(post.datePublished ? { datePublished: post.datePublished } : {}),
    inLanguage: 'en',
    author: post.authors.map((author) => ({ '@type': 'Organization', name: author.name, url: author.url })),
    ...(post.keywords.length ? { keywords: post.keywords.join(', ') } : {}),
    isPartOf: { '@type': 'Blog', url: post.blogUrl },
    publisher: organization(post.publisher),
  };
}

/** A page of the release list: the blog and the posts it shows. */
export function blogLd(blog: {
  name: string;
  description: string;
  url: string;
  posts: (LinkedItem & { datePublished?: string })[];
  publisher: Publisher;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Blog',
    name: blog.name,
    description: blog.description,
    url: blog.url,
    inLanguage: 'en',
    blogPost: blog.posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.name,
      url: post.url,
      ...(post.datePublished ? { datePublished: post.datePublished } : {}),
    })),
    publisher: organization(blog.publisher),
  };
}

/** A page that lists other pages: the release archive and the authors page. */
export function collectionPageLd(page: { name: string; description: string; url: string; items: LinkedItem[] }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: page.url,
    inLanguage: 'en',
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: page.items.length,
      itemListElement: page.items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: item.url })),
    },
  };
}

/** The search page: a SearchResultsPage of the site, whose query comes from ?q=. */
export function searchResultsPageLd(page: { name: string; description: string; url: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'SearchResultsPage',
    name: page.name,
    description: page.description,
    url: page.url,
    inLanguage: 'en',
  };
}

/** JSON for an inline script: '<' escaped so no string in the data can close the script element. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
