import path from 'node:path';

export interface LinkOrigin {
  /** Route of the page the link is on: '/cp/guide/connect/overview'. */
  route: string;
  /** Its file relative to content/: 'cp/guide/connect/overview.md'. */
  relativePath: string;
  /** Route of a content file, or undefined when no such file exists. */
  routeOfFile: (relativePath: string) => string | undefined;
}

export interface ResolvedLink {
  /** What goes in the HTML. */
  href: string;
  /** What the link check verifies: an absolute path with its anchor. */
  target: string;
}

const FILE_LINK = /\.mdx?$/;

/** Turns a link as written in Markdown into the href a browser follows. */
export function resolveLink(written: string, origin: LinkOrigin): ResolvedLink {
  if (written.startsWith('#')) return { href: written, target: `${origin.route}${written}` };
  const [pathPart, ...rest] = written.split('#');
  const hash = rest.length ? `#${rest.join('#')}` : '';
  const [pathname, query = ''] = pathPart.split('?');
  let resolved: string;
  if (FILE_LINK.test(pathname)) {
    const file = pathname.startsWith('/')
      ? pathname.replace(/^\/+/, '').replace(/^content\//, '')
      : path.posix.normalize(path.posix.join(path.posix.dirname(origin.relativePath), pathname));
    resolved = origin.routeOfFile(file) ?? `/${file}`;
  } else {
    resolved = new URL(pathname, `https://site.invalid${origin.route}`).pathname;
  }
  resolved = resolved.length > 1 && !written.endsWith('/') ? resolved.replace(/\/+$/, '') : resolved;
  const href = `${resolved}${query ? `?${query}` : ''}${hash}`;
  return { href, target: `${resolved}${hash}` };
}
