/**
 * Rendered page bodies kept between builds: the dev watcher keeps them in memory, `npm run content` on disk (the
 * content cache, lib/content/build.ts). A body renders the same while its text, its place (file, route, first line,
 * module or HTML) and the code that renders it stay the same, and while each link it contains still resolves as it
 * did. The code is the cache file's concern (a fingerprint of lib/ and components/, lib/dev/dev-session.ts); the rest
 * is checked here, so that an unchanged page is not rendered again while the link and anchor checks still run on it.
 */
import type { ApiReference } from '@/lib/openapi/reference';
import type { ResolvedLink } from './links';
import type { HighlightCache } from './markdown/highlight-cache';
import type { CodeStyle } from './markdown/code-colors';
import type { KeptParse } from './frontmatter';
import type { Written } from './write-output';
import type { RenderedMarkdown } from './markdown/render';

/** Each link as written and what it resolved to when the body was rendered: written, href, target. */
export type LinkResolution = [written: string, href: string, target: string];

export interface CachedRender {
  output: RenderedMarkdown;
  resolved: LinkResolution[];
}

export type RenderCache = Map<string, CachedRender>;

/** What a render depends on besides the code and its links. */
export interface RenderPlace {
  file: string;
  route: string;
  bodyStartLine: number;
  /** An MDX doc page compiled to a module: the names of the components it may use unimported. */
  module?: { globals: Record<string, string> };
  body: string;
}

export function renderCacheKey(place: RenderPlace): string {
  return JSON.stringify([
    place.file,
    place.route,
    place.bodyStartLine,
    place.module ? Object.entries(place.module.globals) : null,
    place.body,
  ]);
}

/** True while every link of the cached render resolves as it did. */
export function linksStillResolve(cached: CachedRender, resolve: (written: string) => ResolvedLink): boolean {
  return cached.resolved.every(([written, href, target]) => {
    const now = resolve(written);
    return now.href === href && now.target === target;
  });
}

/** The rendered body from `cache` if still valid, or a fresh render stored in it; `render` records what it resolves. */
export function cachedRender(
  cache: RenderCache,
  place: RenderPlace,
  resolve: (written: string) => ResolvedLink,
  render: (resolve: (written: string) => ResolvedLink) => RenderedMarkdown,
  used?: Set<string>,
): RenderedMarkdown {
  const key = renderCacheKey(place);
  used?.add(key);
  const cached = cache.get(key);
  if (cached && linksStillResolve(cached, resolve)) return cached.output;
  const resolved: LinkResolution[] = [];
  const output = render((written) => {
    const link = resolve(written);
    resolved.push([written, link.href, link.target]);
    return link;
  });
  cache.set(key, { output, resolved });
  return output;
}

/** What a content build keeps between builds: its rendered bodies, the API reference, the highlighted code. */
export interface ContentSession {
  renderCache: RenderCache;
  api?: { reference: ApiReference; html: string };
  highlight?: HighlightCache;
  /** The colour classes of the kept pages' code (the style-to-class registry, lib/content/markdown/highlight.ts). */
  codeStyles?: [string, CodeStyle][];
  /** Each file's checked frontmatter (lib/content/frontmatter.ts), for a build in a new process. */
  frontmatter?: [string, KeptParse][];
  /** What the last build wrote into .generated/content (lib/content/write-output.ts), for a build in a new process. */
  written?: Written;
}
