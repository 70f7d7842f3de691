import { siteConfig } from '@/lib/config/site-config';

/** The origins that are this site: its home on the web and the URL it is built for. */
export const SITE_ORIGINS: readonly string[] = [...new Set([siteConfig.canonicalUrl, siteConfig.url].map((url) => new URL(url).origin))];

/**
 * The path and anchor an absolute URL points at on this site ('https://docs.getwren.ai/cp/x#a' → '/cp/x#a'),
 * or undefined for any other address. http and https both count: a page on the site's host is a page here.
 */
export function sitePath(href: string, origins: readonly string[] = SITE_ORIGINS): string | undefined {
  if (!/^https?:\/\//i.test(href)) return undefined;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  const hosts = origins.map((origin) => new URL(origin).host);
  return hosts.includes(url.host) ? `${url.pathname}${url.hash}` : undefined;
}
