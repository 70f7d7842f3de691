import { describe, expect, it } from 'vitest';
import { describePage, summarize } from '@/lib/seo/description';
import { blogPostingLd, breadcrumbListLd, serializeJsonLd, webSiteLd } from '@/lib/seo/json-ld';
import { noindexMetadata, pageMetadata } from '@/lib/seo/metadata';
import { docBreadcrumbItems } from '@/lib/seo/structured-data';
import { uniqueTitles } from '@/lib/seo/titles';
import { absoluteUrl, canonicalPath, isIndexable } from '@/lib/seo/urls';
import { siteConfig } from '@/lib/config/site-config';

const publisher = { name: 'Wren AI', url: 'https://www.getwren.ai' };

describe('descriptions', () => {
  it('prefer the frontmatter, then the first paragraph, then the title', () => {
    expect(describePage({ title: 'T', description: ' Given. ', firstParagraph: 'Opening.' })).toBe('Given.');
    expect(describePage({ title: 'T', firstParagraph: 'Opening\n  paragraph.' })).toBe('Opening paragraph.');
    expect(describePage({ title: 'T', firstParagraph: '   ' })).toBe('T');
    expect(describePage({ title: 'T' })).toBe('T');
  });

  it('cut long text at a word boundary with an ellipsis', () => {
    const text = `${'word '.repeat(50)}end.`;
    const short = summarize(text, 40);
    expect(short.length).toBeLessThanOrEqual(40);
    expect(short).toBe('word word word word word word word word…');
    expect(summarize('Short enough.', 40)).toBe('Short enough.');
    expect(summarize('x'.repeat(50), 20)).toBe(`${'x'.repeat(19)}…`);
    expect(summarize('Trailing comma, then more words that go past the limit', 20)).toBe('Trailing comma…');
  });
});

describe('titles', () => {
  const page = (route: string, title: string, ...trail: string[]) => ({
    route,
    title,
    breadcrumbs: [...trail.map((label) => ({ label })), { label: title }],
  });

  it('leave unique titles alone and tell shared ones apart by the shortest distinguishing breadcrumb trail', () => {
    const titles = uniqueTitles([
      page('/cp/a', 'Alone', 'Cloud'),
      page('/cp/m', 'Modeling overview', 'Cloud', 'Guides'),
      page('/oss/e/m', 'Modeling overview', 'Open Source', 'Engine', 'Guides'),
      page('/oss/g/m', 'Modeling overview', 'Open Source', 'Guides', 'Modeling'),
    ]);
    expect(Object.fromEntries(titles)).toEqual({
      '/cp/a': 'Alone',
      '/cp/m': 'Modeling overview (Cloud)',
      '/oss/e/m': 'Modeling overview (Open Source › Engine)',
      '/oss/g/m': 'Modeling overview (Open Source › Guides)',
    });
  });

  it('fall back to the route when the trails are the same', () => {
    const titles = uniqueTitles([page('/a', 'Same', 'X'), page('/b', 'Same', 'X')]);
    expect([titles.get('/a'), titles.get('/b')]).toEqual(['Same (/a)', 'Same (/b)']);
  });
});

describe('addresses', () => {
  it('drop trailing slashes except on the pages known by one', () => {
    expect(canonicalPath('/cp/overview/')).toBe('/cp/overview');
    expect(canonicalPath('/oss/wren_engine_api')).toBe('/oss/wren_engine_api/');
    expect(canonicalPath('/')).toBe('/');
    expect(absoluteUrl('/', 'https://docs.example')).toBe('https://docs.example');
    expect(absoluteUrl('/cp/overview', 'https://docs.example')).toBe('https://docs.example/cp/overview');
  });

  it('keep not-found, the debug pages and /b/ and /adv/ out of search engines', () => {
    for (const path of ['/404', '/_not-found', '/__docusaurus/debug', '/__docusaurus/debug/config', '/b/x', '/adv/y/z'])
      expect(isIndexable(path), path).toBe(false);
    for (const path of ['/', '/cp/overview', '/oss/wren_engine_api/', '/blog', '/advanced']) expect(isIndexable(path), path).toBe(true);
  });
});

describe('page metadata', () => {
  it('has the canonical URL, Open Graph and Twitter card', () => {
    const metadata = pageMetadata({
      title: 'Release 1.0',
      description: 'What changed.',
      path: '/cp/releases/1.0.0',
      type: 'article',
      publishedTime: '2025-01-02',
      authors: ['Team'],
      tags: ['api'],
    });
    const url = `${siteConfig.url}/cp/releases/1.0.0`;
    expect(metadata.title).toBe('Release 1.0');
    expect(metadata.alternates).toEqual({ canonical: url });
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      url,
      title: 'Release 1.0',
      description: 'What changed.',
      siteName: siteConfig.title,
      publishedTime: '2025-01-02',
      authors: ['Team'],
      tags: ['api'],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary', title: 'Release 1.0', description: 'What changed.' });
  });

  it("writes a doc page's keywords, and no keywords tag for a page without them", () => {
    expect(
      pageMetadata({ title: 'Billing', description: 'd', path: '/cp/guide/billing', keywords: ['pricing', 'invoice'] }).keywords,
    ).toEqual(['pricing', 'invoice']);
    expect(pageMetadata({ title: 'Billing', description: 'd', path: '/cp/guide/billing' })).not.toHaveProperty('keywords');
  });

  it('keeps the home title out of the template and links feeds', () => {
    const metadata = pageMetadata({
      title: 'Docs',
      description: 'd',
      path: '/',
      absoluteTitle: true,
      alternateTypes: { 'application/rss+xml': '/rss.xml' },
    });
    expect(metadata.title).toEqual({ absolute: 'Docs' });
    expect(metadata.alternates).toEqual({ canonical: siteConfig.url, types: { 'application/rss+xml': '/rss.xml' } });
    expect(metadata.openGraph).toMatchObject({ type: 'website' });
    expect(noindexMetadata('Gone', 'No page here.').robots).toEqual({ index: false });
  });
});

describe('structured data', () => {
  it('lists the linked breadcrumbs from home to the page', () => {
    const items = docBreadcrumbItems(
      {
        route: '/cp/guide/connect/bigquery',
        title: 'Connect to BigQuery',
        breadcrumbs: [
          { label: 'Cloud', href: '/cp/overview' },
          { label: 'Guides' },
          { label: 'Connect', href: '/cp/guide/connect/overview' },
          { label: 'BigQuery' },
        ],
      },
      'https://docs.example',
    );
    expect(items).toEqual([
      { name: 'Home', url: 'https://docs.example' },
      { name: 'Cloud', url: 'https://docs.example/cp/overview' },
      { name: 'Connect', url: 'https://docs.example/cp/guide/connect/overview' },
      { name: 'Connect to BigQuery', url: 'https://docs.example/cp/guide/connect/bigquery' },
    ]);
    const list = breadcrumbListLd(items);
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' });
    expect((list.itemListElement as { position: number; item: string }[]).map((item) => [item.position, item.item])).toEqual(
      items.map((item, index) => [index + 1, item.url]),
    );
  });

  it("does not repeat the page when it is its sidebar's first link", () => {
    const items = docBreadcrumbItems(
      { route: '/cp/overview', title: 'Overview', breadcrumbs: [{ label: 'Cloud', href: '/cp/overview' }, { label: 'Overview' }] },
      'https://d.example',
    );
    expect(items.map((item) => item.name)).toEqual(['Home', 'Overview']);
  });

  it('describes release notes as blog posts by their teams', () => {
    const post = blogPostingLd({
      title: 'R 1',
      description: 'd',
      url: 'https://d.example/r/1',
      datePublished: '2025-01-02',
      authors: [{ name: 'Team', url: 'https://d.example/authors#team' }],
      keywords: ['api', 'ui'],
      blogUrl: 'https://d.example/r',
      publisher,
    });
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'R 1',
      datePublished: '2025-01-02',
      keywords: 'api, ui',
      author: [{ '@type': 'Organization', name: 'Team' }],
      isPartOf: { '@type': 'Blog', url: 'https://d.example/r' },
    });
  });

  it('serializes so that no value can close the script element', () => {
    const text = serializeJsonLd(
      webSiteLd({ name: 'Docs', url: 'https://d.example', description: '</script><script>alert(1)</script>', publisher }),
    );
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).description).toBe('</script><script>alert(1)</script>');
  });
});
