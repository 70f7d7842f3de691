import { cleanPath } from './clean-path';

export type StaticResponse = { kind: 'redirect'; location: string } | { kind: 'file'; file: string; status: 200 | 404 };

/**
 * The path and query of a request target, or null when it is not an origin-form path ('/…').
 * Never throws: '//', '//[' or 'http://[' must not bring a server down.
 */
export function requestTarget(url: string | undefined): { pathname: string; search: string } | null {
  if (!url || !url.startsWith('/')) return null;
  const query = url.indexOf('?');
  const pathname = (query < 0 ? url : url.slice(0, query)).split('#')[0];
  return { pathname, search: query < 0 ? '' : url.slice(query) };
}

/**
 * How a static host with clean URLs answers a path: `.html` paths redirect to the clean path (same
 * site, query kept), `/a` is served from `a.html` or `a/index.html`, and anything else gets `404.html`.
 * `isFile` says whether a path relative to the site root is a file.
 */
export function resolveStaticPath(pathname: string, search: string, isFile: (relative: string) => boolean): StaticResponse {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return NOT_FOUND;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..')) return NOT_FOUND;
  if (/\.html$/.test(decoded) && decoded !== '/404.html') {
    // Built from the decoded path so '%2ehtml' cannot redirect to itself, with runs of '/' collapsed so
    // '//evil.com/a.html' stays on this site.
    const clean = cleanPath(decoded).replace(/\/{2,}/g, '/');
    return { kind: 'redirect', location: clean.split('/').map(encodeURIComponent).join('/') + search };
  }
  const relative = decoded.replace(/^\/+/, '');
  const trimmed = relative.replace(/\/+$/, '');
  const candidates = relative === '' ? ['index.html'] : [relative, `${trimmed}.html`, `${trimmed}/index.html`];
  const found = candidates.find((candidate) => candidate && !candidate.endsWith('/') && isFile(candidate));
  return found ? { kind: 'file', file: found, status: 200 } : NOT_FOUND;
}

const NOT_FOUND: StaticResponse = { kind: 'file', file: '404.html', status: 404 };

/** Hashed build assets never change; everything else is revalidated. */
export function cacheControlFor(file: string): string {
  return file.startsWith('_next/static/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}
