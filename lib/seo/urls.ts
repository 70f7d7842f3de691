import { API_REFERENCE_ROUTE } from '@/lib/openapi/document';
import { siteConfig } from '@/lib/config/site-config';

/** Pages whose address keeps its trailing slash, as the spec writes it. */
const SLASHED_ROUTES = new Set([API_REFERENCE_ROUTE]);

/** The one address of a page: no trailing slash, except for the pages that are known by one. */
export function canonicalPath(path: string): string {
  const bare = path.replace(/\/+$/, '') || '/';
  return SLASHED_ROUTES.has(`${bare}/`) ? `${bare}/` : bare;
}

/** The absolute URL of a site path; the home page's is the bare site URL, as Next.js and next-sitemap write it. */
export function absoluteUrl(path: string, siteUrl: string = siteConfig.url): string {
  const canonical = canonicalPath(path);
  return canonical === '/' ? siteUrl : `${siteUrl}${canonical}`;
}

/** Paths kept out of the sitemap: not-found, the debug pages, and the sections the spec excludes. */
export const UNLISTED_PATHS = ['/404', '/_not-found', '/__docusaurus', '/__docusaurus/*', '/b/*', '/adv/*'];

/** Whether a page belongs in the sitemap and in search engines (the same list as UNLISTED_PATHS). */
export function isIndexable(path: string): boolean {
  return !UNLISTED_PATHS.some((pattern) => (pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern));
}
