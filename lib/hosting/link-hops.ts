import { redirectTarget } from './redirects';

/** A link in a built page that a plain static host does not answer with a page at once. */
export interface LinkHop {
  /** The page the link is on: '/cp/overview'. */
  page: string;
  /** The href as written in the HTML. */
  href: string;
  /** The path it reaches on this site: '/cloud/guide/sharing'. */
  path: string;
  /** 'redirect' when only a redirect rule (or the not-found page's script) gets the reader there; 'missing' when nothing does. */
  kind: 'redirect' | 'missing';
  /** Where the redirect goes, for a 'redirect'. */
  target?: string;
}

const ANCHOR_HREF = /<a\s(?:[^>]*?\s)?href="([^"]*)"/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The href of every link (`<a>`) of an HTML page, entities decoded. Script bodies hold the same links as JSON
 * (`"href":"…"`), which never match; `<link rel="canonical">` is an address for crawlers, not a link a reader follows.
 */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(ANCHOR_HREF)].map((match) => match[1].replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]));
}

/**
 * The path on this site an href on `page` reaches, or undefined when it leaves the site (another origin,
 * mailto:, a bare '#anchor'). `origins` are the site's own ('https://docs.getwren.ai').
 */
export function sitePathOf(href: string, page: string, origins: readonly string[]): string | undefined {
  if (href === '' || href.startsWith('#')) return undefined;
  let url: URL;
  try {
    url = new URL(href, `https://site.invalid${page}`);
  } catch {
    return undefined;
  }
  const own = url.origin === 'https://site.invalid' || origins.some((origin) => new URL(origin).origin === url.origin);
  return own ? url.pathname : undefined;
}

/**
 * Whether a plain static host (files as they are, clean URLs as in deploy/nginx.conf's try_files, no redirect
 * rules) answers `path` with 200: a file at the path, or `<path>.html`, or `<path>/index.html`. A trailing
 * slash is not answered ('/a/' looks for '/a/.html'); '/' is index.html.
 */
export function answersOnPlainHost(path: string, isFile: (relative: string) => boolean): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (decoded === '/') return isFile('index.html');
  if (decoded.endsWith('/')) return false;
  const relative = decoded.replace(/^\/+/, '');
  return [relative, `${relative}.html`, `${relative}/index.html`].some((candidate) => isFile(candidate));
}

/** The links of the built pages that a plain static host answers with a redirect or a 404 instead of a page. */
export function linkHops(
  pages: { route: string; html: string }[],
  isFile: (relative: string) => boolean,
  origins: readonly string[],
  redirects?: Readonly<Record<string, string>>,
): LinkHop[] {
  const hops: LinkHop[] = [];
  for (const { route, html } of pages) {
    for (const href of new Set(hrefsOf(html))) {
      const path = sitePathOf(href, route, origins);
      if (path === undefined || answersOnPlainHost(path, isFile)) continue;
      const target = redirectTarget(path, redirects);
      hops.push(target ? { page: route, href, path, kind: 'redirect', target } : { page: route, href, path, kind: 'missing' });
    }
  }
  return hops;
}
