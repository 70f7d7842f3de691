import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { readAppRouteFiles } from '@/lib/fs/app-files';
import { DEBUG_PAGES, debugPath } from '@/lib/debug/pages';
import { API_REFERENCE_ROUTE } from '@/lib/openapi/document';
import { absoluteUrl } from '@/lib/seo/urls';
import { siteRoutes, type RouteKind } from '@/lib/config/site-routes';
import { openPage } from '@/test/support/chromium';
import { manifest, pageAt } from './manifest';
import { browser } from '@/test/support/browser';

const base = inject('baseUrl');

const text = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};

/** The site URL the build was made for, as next-sitemap wrote it into robots.txt. */
const siteUrl = async () => /^Host: (.+)$/m.exec(await text('/robots.txt'))![1];

/** The sitemap's entries, following a sitemap index if next-sitemap wrote one. */
async function sitemapEntries(path = '/sitemap.xml'): Promise<{ loc: string; changefreq?: string; priority?: string }[]> {
  const xml = await text(path);
  if (xml.includes('<sitemapindex')) {
    const children = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    return (await Promise.all(children.map((child) => sitemapEntries(child)))).flat();
  }
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, url]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(url)![1],
    changefreq: /<changefreq>([^<]+)<\/changefreq>/.exec(url)?.[1],
    priority: /<priority>([^<]+)<\/priority>/.exec(url)?.[1],
  }));
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value)]));

/** What a crawler reads from a page: the head's title, meta and link tags, and the JSON-LD. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta\s[^>]*>/g)].map(([tag]) => attributes(tag));
  const links = [...head.matchAll(/<link\s[^>]*>/g)].map(([tag]) => attributes(tag));
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    meta: (key: string) => metas.find((meta) => meta.name === key || meta.property === key)?.content,
    canonical: links.find((link) => link.rel === 'canonical')?.href,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(([, json]) => JSON.parse(json)) as {
      '@type': string;
    }[],
  };
}

/** Runs `task` over `items`, a few at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

const routes = siteRoutes(manifest, readAppRouteFiles());
const JSON_LD_TYPES: Partial<Record<RouteKind, string[]>> = {
  home: ['WebSite'],
  doc: ['TechArticle', 'BreadcrumbList'],
  release: ['BlogPosting', 'BreadcrumbList'],
  'release-list': ['Blog'],
};

describe('sitemap', () => {
  it("lists exactly the public pages: the manifest's docs and release notes and the app's own pages, weekly at priority 0.5", async () => {
    const site = await siteUrl();
    const entries = await sitemapEntries();
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual(
      routes
        .filter((route) => route.indexed)
        .map((route) => absoluteUrl(route.path, site))
        .sort(),
    );
    for (const route of [
      ...manifest.pages.map((page) => page.route),
      ...manifest.releases.map((release) => release.route),
      '/',
      API_REFERENCE_ROUTE,
      '/cp/releases/archive',
      '/cp/releases/authors',
    ]) {
      expect(locs, route).toContain(absoluteUrl(route, site));
    }
    for (const entry of entries) {
      expect(entry.loc.startsWith(site), entry.loc).toBe(true);
      expect(new URL(entry.loc).pathname, entry.loc).not.toMatch(/^\/(b|adv|__docusaurus|_not-found|404)(\/|$)|\.(txt|json|xml|md|html)$/);
      expect([entry.changefreq, entry.priority], entry.loc).toEqual(['weekly', '0.5']);
    }
  });

  it('is named in robots.txt', async () => {
    expect(await text('/robots.txt')).toContain(`Sitemap: ${await siteUrl()}/sitemap.xml`);
  });
});

describe('head tags', () => {
  it(
    'give every page in the sitemap a unique title, a description, its canonical URL, its frontmatter ' +
      'keywords, Open Graph and Twitter tags, and structured data',
    async () => {
      const site = await siteUrl();
      const kindOf = new Map(routes.map((route) => [absoluteUrl(route.path, site), route.kind]));
      const keywordsOf = new Map(manifest.pages.map((page) => [absoluteUrl(page.route, site), page.keywords?.join(',')]));
      const titles = new Map<string, string>();
      const problems: string[] = [];
      await eachLimited(await sitemapEntries(), 8, async ({ loc }) => {
        const response = await fetch(`${base}${new URL(loc).pathname}`);
        const head = readHead(await response.text());
        const check = (ok: boolean, what: string) => {
          if (!ok) problems.push(`${loc}: ${what}`);
        };
        check(response.status === 200, `status ${response.status}`);
        check(head.title !== '' && (loc === site || head.title.endsWith(' | Wren AI')), `title '${head.title}'`);
        check(!titles.has(head.title), `title '${head.title}' is also the title of ${titles.get(head.title)}`);
        titles.set(head.title, loc);
        check(!!head.meta('description')?.trim(), 'meta description');
        check(head.canonical === loc, `canonical ${head.canonical}`);
        check(head.meta('og:url') === loc, `og:url ${head.meta('og:url')}`);
        for (const key of ['og:title', 'og:description', 'og:type', 'og:site_name', 'twitter:card', 'twitter:title', 'twitter:description'])
          check(!!head.meta(key), key);
        check(head.meta('og:description') === head.meta('description'), 'og:description differs from the description');
        check(!/noindex/.test(head.meta('robots') ?? ''), 'noindex');
        check(head.meta('keywords') === keywordsOf.get(loc), `keywords '${head.meta('keywords')}', frontmatter '${keywordsOf.get(loc)}'`);
        const types = head.jsonLd.map((item) => item['@type']);
        check(types.length > 0, 'no JSON-LD');
        check(new Set(types).size === types.length, `JSON-LD twice (${types.join(', ')})`);
        for (const type of JSON_LD_TYPES[kindOf.get(loc)!] ?? [])
          check(types.includes(type), `JSON-LD ${type} missing (has ${types.join(', ')})`);
      });
      expect(problems).toEqual([]);
      expect(titles.size).toBe(routes.filter((route) => route.indexed).length);
    },
  );

  it(
    'describe docs as TechArticles with the breadcrumb trail, and release notes as BlogPostings with a ' +
      'release date only when a source gives one',
    async () => {
      const site = await siteUrl();
      const doc = pageAt('/cp/guide/connect/bigquery');
      const docHead = readHead(await text(doc.route));
      // In the HTML only: the client router, which fetches the payload, has no use for it.
      expect(await text(`${doc.route}.txt`)).not.toContain('application/ld+json');
      const article = docHead.jsonLd.find((item) => item['@type'] === 'TechArticle') as unknown as { headline: string; url: string };
      expect(article).toMatchObject({ headline: doc.title, url: absoluteUrl(doc.route, site) });
      const trail = docHead.jsonLd.find((item) => item['@type'] === 'BreadcrumbList') as unknown as {
        itemListElement: { name: string; item: string }[];
      };
      expect(trail.itemListElement[0].item).toBe(absoluteUrl('/', site));
      expect(trail.itemListElement.at(-1)).toMatchObject({ name: doc.title, item: absoluteUrl(doc.route, site) });
      expect(trail.itemListElement.slice(1, -1).map((item) => item.name)).toEqual(
        doc.breadcrumbs
          .slice(0, -1)
          .filter((crumb) => crumb.href)
          .map((crumb) => crumb.label),
      );
      const release = manifest.releases[0];
      const releaseHead = readHead(await text(release.route));
      const post = releaseHead.jsonLd.find((item) => item['@type'] === 'BlogPosting') as unknown as {
        headline: string;
        datePublished?: string;
      };
      expect(post).toMatchObject({ headline: release.title });
      expect(post.datePublished).toBe(release.date);
      expect(releaseHead.meta('article:published_time')).toBe(release.date);
    },
  );

  it('keep the not-found page out of search engines', async () => {
    const response = await fetch(`${base}/no/such/page`);
    expect(response.status).toBe(404);
    const head = readHead(await response.text());
    expect(head.meta('robots')).toMatch(/noindex/);
    expect(head.title).toBe('Page not found | Wren AI');
  });
});

describe('machine-readable docs', () => {
  it('llms.txt lists every doc page and release note by section, with its description and the absolute URL of its Markdown', async () => {
    const site = await siteUrl();
    const llms = await text('/llms.txt');
    expect(llms.startsWith('# ')).toBe(true);
    const sections = [...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    // Pages in no sidebar, such as About these docs, come under 'Other pages'.
    const loose = manifest.pages.some((page) => !page.sidebar) ? ['Other pages'] : [];
    expect(sections).toEqual([
      ...Object.values(manifest.sidebars).map((sidebar) => sidebar.label),
      ...loose,
      'Release notes',
      'API reference',
    ]);
    for (const page of [...manifest.pages, ...manifest.releases]) {
      expect(llms, page.route).toContain(`](${absoluteUrl(page.route, site)}.md): ${page.description!.replace(/\s+/g, ' ')}`);
    }
    expect(llms).toContain(`](${absoluteUrl(API_REFERENCE_ROUTE, site)}): `);
  });

  it('llms-full.txt holds the text of every doc page under its title', async () => {
    const site = await siteUrl();
    const full = await text('/llms-full.txt');
    for (const page of manifest.pages) {
      expect(full, page.route).toContain(
        `# ${page.title}\n\n> ${page.description.replace(/\s+/g, ' ')}\n\nSource: ${absoluteUrl(page.route, site)}\n`,
      );
      for (const heading of page.toc.slice(0, 1)) expect(full, page.route).toContain(`${'#'.repeat(heading.depth)} ${heading.text}`);
    }
  });

  it('serves each doc page and release note as Markdown at its path plus .md', async () => {
    const doc = pageAt('/cp/overview');
    const response = await fetch(`${base}/cp/overview.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
    const markdown = await response.text();
    expect(markdown.startsWith(`# ${doc.title}\n\n> ${doc.description}\n`)).toBe(true);
    for (const heading of doc.toc) expect(markdown).toContain(`${'#'.repeat(heading.depth)} ${heading.text}`);
    // The body as written, from its first line of prose.
    const source = readFileSync(doc.file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    expect(markdown).toContain(source.trim().split('\n')[0].slice(0, 60));
    const missing: string[] = [];
    await eachLimited([...manifest.pages, ...manifest.releases], 8, async (page) => {
      const answer = await fetch(`${base}${page.route}.md`, { method: 'HEAD' });
      if (answer.status !== 200) missing.push(`${page.route}.md: ${answer.status}`);
    });
    expect(missing).toEqual([]);
  });

  it("copies the page's Markdown with the Copy page button", async () => {
    const { page, errors } = await openPage(browser);
    // Headless Chromium has no system clipboard to read back: record what the page writes to it.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: {
          writeText: async (value: string) => {
            (window as unknown as { copied: string }).copied = value;
          },
        },
      });
    });
    await page.goto(`${base}/cp/overview`);
    await page.getByRole('button', { name: 'Copy page' }).click();
    // Its name changes with its label, so follow it by place.
    await expect.poll(() => page.locator('.doc-meta button').textContent()).toBe('Copied');
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(await text('/cp/overview.md'));
    expect(errors).toEqual([]);
  });
});

describe('debug pages', () => {
  it('each render with its heading, noindex and this build’s own data', async () => {
    const nextVersion = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version as string;
    const firstPage = manifest.pages[0];
    const expected: Record<string, string[]> = {
      '': [String(manifest.pages.length), String(routes.filter((route) => route.indexed).length)],
      config: [(await siteUrl()).replace(/&/g, '&amp;'), 'SITE_URL'],
      content: [firstPage.route, firstPage.file],
      globalData: Object.values(manifest.sidebars).map((sidebar) => sidebar.label),
      metadata: [nextVersion, 'Built at'],
      registry: ['app/[...slug]/page.tsx', firstPage.file, 'next-sitemap.config.js'],
      routes: [firstPage.route, '/__docusaurus/debug/routes', '/llms.txt'],
    };
    for (const debug of DEBUG_PAGES) {
      const html = await text(debugPath(debug.slug));
      expect(/<h1>([^<]*)<\/h1>/.exec(html)?.[1], debug.slug).toBe(debug.title);
      expect(readHead(html).meta('robots'), debug.slug).toMatch(/noindex/);
      for (const fact of expected[debug.slug]) expect(html, `${debug.slug}: ${fact}`).toContain(fact);
    }
  });

  it('link to each other in the browser', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${base}${debugPath('')}`);
    for (const debug of DEBUG_PAGES.filter((candidate) => candidate.slug)) {
      await page.getByRole('navigation', { name: 'Debug pages' }).getByRole('link', { name: debug.label, exact: true }).click();
      await page.waitForURL(`${base}${debugPath(debug.slug)}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(debug.title);
    }
    expect(errors).toEqual([]);
  });
});
