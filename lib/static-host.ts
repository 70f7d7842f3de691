import { cleanPath } from './clean-path';

export type StaticResponse =
  | { kind: 'redirect'; location: string }
  | { kind: 'file'; file: string; status: 200 | 404 };

/**
 * How a static host with clean URLs answers a path: `.html` paths redirect to the clean path,
 * `/a` is served from `a.html` or `a/index.html`, and anything else gets `404.html`.
 * `isFile` says whether a path relative to the site root is a file. With `redirectHtml` off, a host
 * that serves `.html` paths as they are is imitated instead.
 */
export function resolveStaticPath(pathname: string, search: string, isFile: (relative: string) => boolean, redirectHtml = true): StaticResponse {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'file', file: '404.html', status: 404 };
  }
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return { kind: 'file', file: '404.html', status: 404 };
  if (!redirectHtml && isFile(decoded.slice(1))) return { kind: 'file', file: decoded.slice(1), status: 200 };
  if (/\.html$/.test(decoded) && decoded !== '/404.html') return { kind: 'redirect', location: cleanPath(pathname) + search };
  const relative = decoded.replace(/^\/+/, '');
  const trimmed = relative.replace(/\/+$/, '');
  const candidates = relative === '' ? ['index.html'] : [relative, `${trimmed}.html`, `${trimmed}/index.html`];
  const found = candidates.find((candidate) => candidate && !candidate.endsWith('/') && isFile(candidate));
  return found ? { kind: 'file', file: found, status: 200 } : { kind: 'file', file: '404.html', status: 404 };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif',
  '.webp': 'image/webp', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.md': 'text/markdown; charset=utf-8',
  '.map': 'application/json; charset=utf-8', '.webmanifest': 'application/manifest+json',
};

export function contentTypeFor(file: string): string {
  const extension = /\.[^./]+$/.exec(file)?.[0]?.toLowerCase() ?? '';
  return TYPES[extension] ?? 'application/octet-stream';
}

/** Hashed build assets never change; everything else is revalidated. */
export function cacheControlFor(file: string): string {
  return file.startsWith('_next/static/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}
