import type { Manifest } from './manifest';
import { SWAGGER_UI_FILES, swaggerUiUrl } from '@/lib/openapi/swagger-assets';
import { changelogPages } from '@/lib/releases/changelog';
import { listPages, RELEASES_ROUTE } from '@/lib/releases/list';

/**
 * The dynamic routes of app/, the one list of them: each route file's generateStaticParams, the route list
 * (lib/config/site-routes.ts) and `npm run dev`'s check that next dev serves new pages (lib/dev/static-params.ts)
 * all read their addresses here.
 */

export type RouteKind = 'home' | 'doc' | 'release' | 'release-list' | 'page' | 'debug' | 'not-found' | 'file';

export interface DynamicAddress {
  path: string;
  /** The content file it is made from, if any. */
  content?: string;
}

export interface DynamicRoute {
  kind: RouteKind;
  addresses: (manifest: Manifest) => DynamicAddress[];
}

export const DYNAMIC_ROUTES = {
  '/[...slug]': {
    kind: 'doc',
    // The home page is content too, but app/page.tsx serves it.
    addresses: (manifest) => manifest.pages.filter((page) => page.route !== '/').map((page) => ({ path: page.route, content: page.file })),
  },
  '/cp/releases/[version]': {
    kind: 'release',
    addresses: (manifest) => manifest.releases.map((release) => ({ path: release.route, content: release.file })),
  },
  '/cp/releases/page/[page]': {
    kind: 'release-list',
    // Page 1 is the list's own route, app/cp/releases/page.tsx.
    addresses: (manifest) =>
      listPages(RELEASES_ROUTE, manifest.releases)
        .slice(1)
        .map((page) => ({ path: page.route })),
  },
  '/oss/releases/page/[page]': {
    kind: 'release-list',
    addresses: (manifest) =>
      changelogPages(manifest.changelog)
        .slice(1)
        .map((page) => ({ path: page.route })),
  },
  '/sidebars/[file]': {
    kind: 'file',
    addresses: (manifest) => Object.keys(manifest.sidebars).map((name) => ({ path: `/sidebars/${name}.json` })),
  },
  '/vendor/swagger-ui/[file]': {
    kind: 'file',
    addresses: () => Object.values(SWAGGER_UI_FILES).map((file) => ({ path: swaggerUiUrl(file) })),
  },
} satisfies Record<string, DynamicRoute>;

export type DynamicPattern = keyof typeof DYNAMIC_ROUTES;

export const isDynamicPattern = (pattern: string): pattern is DynamicPattern => Object.hasOwn(DYNAMIC_ROUTES, pattern);

/**
 * The params of `path` under `pattern`, as generateStaticParams returns them: ('/cp/releases/[version]',
 * '/cp/releases/0.1.0') → { version: '0.1.0' }; a catch-all segment takes the rest of the path as an array.
 */
export function paramsOf(pattern: string, path: string): Record<string, string | string[]> {
  const names = pattern.split('/').slice(1);
  const values = path.split('/').slice(1);
  const params: Record<string, string | string[]> = {};
  const fits = names.some((name) => name.startsWith('[...')) ? values.length >= names.length : values.length === names.length;
  if (!fits) throw new Error(`${path} is not an address of ${pattern}`);
  names.forEach((name, index) => {
    const [, rest, param] = /^\[(\.\.\.)?(\w+)\]$/.exec(name) ?? [];
    if (param) params[param] = rest ? values.slice(index) : values[index];
    else if (name !== values[index]) throw new Error(`${path} is not an address of ${pattern}`);
  });
  return params;
}

/** What generateStaticParams of the route file at `pattern` returns. */
export function staticParams(pattern: DynamicPattern, manifest: Manifest): Record<string, string | string[]>[] {
  return DYNAMIC_ROUTES[pattern].addresses(manifest).map((address) => paramsOf(pattern, address.path));
}
