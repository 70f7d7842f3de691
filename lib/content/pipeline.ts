/**
 * The content pipeline: every content file in, the manifest and the rendered pages out (the stages are
 * listed in lib/content/README.md). lib/content/build.ts runs it and lib/content/write-output.ts
 * writes its result to .generated/.
 */
import type { Highlighter } from 'shiki';
import { ContentError, ContentErrors, collectErrors } from './errors';
import { lineOfField, parseSource, type Frontmatter } from './frontmatter';
import { findBrokenLinks, type LinkTargets } from './link-check';
import { resolveLink, type ResolvedLink } from './links';
import { cachedRender, type RenderCache } from './render-cache';
import { describePage } from '@/lib/seo/description';
import type { SourceFile } from './load';
import { renderMarkdown, type RenderedMarkdown } from './markdown/render';
import type { CodeBlock } from './markdown/rehype-code';
import type { ProseBlock } from './markdown/remark-export';
import type { SearchBlock } from './markdown/rehype-search-blocks';
import { breadcrumbs, flattenSidebar, neighbours } from './navigation';
import { routeForFile, sidebarForRoute, slugSectionError } from './route';
import { buildSidebar, type SidebarsConfig } from './sidebar';
import { tableOfContents } from './toc';
import { MDX_GLOBAL_COMPONENTS } from '@/components/mdx/registry';
import { ownSourcePath, pageSources, type SourceContext } from './sources';
import { SITE_ORIGINS } from './origin';
import type { PageLink } from './markdown/rehype-links';
import { brokenRedirects, SITE_REDIRECTS } from '@/lib/hosting/redirects';
import { CLASSIC_SIDEBAR, genbiRedirects, staleGenbiRedirects } from '@/lib/hosting/genbi';
import {
  assertUniqueVersions,
  parseRelease,
  releaseSectionRoutes,
  RELEASES_FOLDER,
  toManifestReleases,
  type ParsedRelease,
} from '@/lib/releases/build';
import type { Author } from '@/lib/releases/schema';
import { assertSourced } from '@/lib/releases/rules';
import { entryHtml } from '@/lib/releases/entry-html';
import { siteConfig } from '@/lib/config/site-config';
import type { Manifest, ManifestPage } from './manifest';
import { allChanges, CHANGELOG_FILE, changelogPages, entryAnchor, sortChangelog, type ChangelogEntry } from '@/lib/releases/changelog';

export interface BuiltContent {
  manifest: Manifest;
  /** Rendered HTML of each page body and release note, by route. */
  html: Map<string, string>;
  /** Markdown source of each page body and release note (no frontmatter), by route. */
  markdown: Map<string, string>;
  /** Each MDX doc page compiled to an ES module, by route. */
  modules: Map<string, string>;
  /** Rendered HTML of each release note's excerpt, by route. */
  excerpts: Map<string, string>;
  /** Headings and prose of each page and release note, by route, for the search records. */
  searchBlocks: Map<string, SearchBlock[]>;
  /** Fenced code blocks of each page, by route, for the content checks. */
  codeBlocks: Map<string, CodeBlock[]>;
  /** Each changelog entry as HTML for the feeds, by its anchor: the changelog page's component rendered to static markup. */
  changelogHtml: Map<string, string>;
  /** Paragraphs, headings and table rows of each page as text with their lines, by route, for the content checks. */
  prose: Map<string, ProseBlock[]>;
}

export interface BuildOptions {
  highlighter: Highlighter;
  sidebars: SidebarsConfig;
  links: LinkTargets;
  includeDrafts: boolean;
  /** Release note authors, from content/releases/authors.yml. */
  authors: Author[];
  /** The open-source changelog, from content/releases/changelog.yml (validated by parseChangelog). */
  changelog?: ChangelogEntry[];
  /** Components MDX pages may use without importing them: name to file under components/mdx/. */
  mdxGlobals?: Record<string, string>;
  /**
   * Rendered bodies kept between builds (the dev watcher's in memory, `npm run content`'s on disk), so a rebuild
   * renders only the bodies whose text, place or links' targets changed (lib/content/render-cache.ts).
   */
  renderCache?: RenderCache;
  /**
   * The committed /oss/genbi addresses (lib/hosting/genbi-redirects.json): given, the build fails while they differ from
   * the ones the Classic sidebar's published pages make (lib/hosting/genbi.ts).
   */
  genbiRedirects?: Readonly<Record<string, string>>;
}

/** One body to render, as plain data: renderJob's input. */
export interface RenderJob {
  file: string;
  body: string;
  mdx: boolean;
  module?: { globals: Record<string, string> };
  bodyStartLine: number;
  route: string;
  relativePath: string;
}

/** Renders one body; its links resolve against `routeByFile`, every content file's route. */
export function renderJob(highlighter: Highlighter, job: RenderJob, routeByFile: Map<string, string>): RenderedMarkdown {
  return renderWith(highlighter, job, resolverFor(job, routeByFile));
}

function renderWith(highlighter: Highlighter, job: RenderJob, resolveLink: (written: string) => ResolvedLink): RenderedMarkdown {
  const { route: _route, relativePath: _relativePath, ...input } = job;
  return renderMarkdown(highlighter, { ...input, resolveLink });
}

function resolverFor(job: RenderJob, routeByFile: Map<string, string>) {
  const origin = { route: job.route, relativePath: job.relativePath, routeOfFile: (file: string) => routeByFile.get(file) };
  return (written: string) => resolveLink(written, origin);
}

interface ParsedPage {
  source: SourceFile;
  route: string;
  frontmatter: Frontmatter;
  body: string;
  bodyStartLine: number;
}

/** Files in, manifest out: parse, route, render, order, link, check. Throws every problem at once. */
export function buildContent(files: SourceFile[], options: BuildOptions): BuiltContent {
  const docFiles = files.filter((file) => !file.relativePath.startsWith(RELEASES_FOLDER));
  const authorIds = new Set(options.authors.map((author) => author.id));
  // Both kinds are parsed before failing, so one build reports every broken file.
  const [parsed, releases] = collectErrors<() => unknown, unknown>(
    [
      () => parseDocs(docFiles, options.includeDrafts),
      () =>
        parseReleases(
          files.filter((file) => file.relativePath.startsWith(RELEASES_FOLDER)),
          authorIds,
        ),
    ],
    (parse) => parse(),
  ) as [ParsedPage[], ParsedRelease[]];

  assertUniqueRoutes([...parsed, ...releases]);
  const routeByFile = new Map([...parsed, ...releases].map((page) => [page.source.relativePath, page.route]));
  const jobFor = (page: ParsedPage | ParsedRelease, body: string): RenderJob => ({
    file: page.source.displayPath,
    body,
    mdx: page.source.relativePath.endsWith('.mdx'),
    // Release notes also appear in feeds and list pages, which take HTML: only doc pages become modules.
    module:
      page.source.relativePath.endsWith('.mdx') && !('excerpt' in page)
        ? { globals: options.mdxGlobals ?? MDX_GLOBAL_COMPONENTS }
        : undefined,
    bodyStartLine: page.bodyStartLine,
    route: page.route,
    relativePath: page.source.relativePath,
  });
  const usedKeys = new Set<string>();
  const render = (page: ParsedPage | ParsedRelease, body = page.body) => {
    const job = jobFor(page, body);
    if (!options.renderCache) return renderJob(options.highlighter, job, routeByFile);
    return cachedRender(
      options.renderCache,
      job,
      resolverFor(job, routeByFile),
      (resolve) => renderWith(options.highlighter, job, resolve),
      usedKeys,
    );
  };

  const rendered = new Map<string, RenderedMarkdown>();
  const excerpts = new Map<string, string>();
  collectErrors([...parsed, ...releases], (page) => {
    rendered.set(page.route, render(page));
    if ('excerpt' in page) assertSourced(page.source.displayPath, page.frontmatter, rendered.get(page.route)!.headings);
    if ('excerpt' in page) excerpts.set(page.route, page.truncated ? render(page, page.excerpt).html : rendered.get(page.route)!.html);
  });
  for (const key of options.renderCache?.keys() ?? []) if (!usedKeys.has(key)) options.renderCache!.delete(key);

  const sidebarPages = parsed.map((page) => ({
    route: page.route,
    label: page.frontmatter.sidebar_label ?? page.frontmatter.title,
    position: page.frontmatter.sidebar_position,
  }));
  const sidebars = Object.fromEntries(
    Object.entries(options.sidebars).map(([name, config]) => [
      name,
      { label: config.label, root: config.root, items: buildSidebar(name, config, sidebarPages, options.sidebars) },
    ]),
  );
  const flat = Object.fromEntries(Object.entries(sidebars).map(([name, sidebar]) => [name, flattenSidebar(sidebar.items)]));

  const titleByRoute = new Map(parsed.map((page) => [page.route, page.frontmatter.title]));
  // The site's table by default; a build given its own table (the site's content build, a test) also has it checked.
  const redirects = options.links.redirects ?? SITE_REDIRECTS;
  const sourceContext: SourceContext = { origins: SITE_ORIGINS, titleOf: (path) => titleByRoute.get(path), redirects };
  const pages = parsed.map((page): ManifestPage => {
    const sidebarName = sidebarForRoute(page.route, options.sidebars);
    const sidebar = sidebarName ? sidebars[sidebarName] : undefined;
    const output = rendered.get(page.route)!;
    const trail = sidebar ? (breadcrumbs(sidebar.items, page.route) ?? []) : [];
    return {
      route: page.route,
      file: page.source.displayPath,
      title: page.frontmatter.title,
      description: describePage({
        title: page.frontmatter.title,
        description: page.frontmatter.description,
        firstParagraph: output.firstParagraph,
      }),
      ...(page.frontmatter.keywords?.length ? { keywords: page.frontmatter.keywords } : {}),
      ...(page.frontmatter.questions?.length ? { questions: page.frontmatter.questions } : {}),
      sidebarLabel: page.frontmatter.sidebar_label ?? page.frontmatter.title,
      sidebar: sidebarName,
      toc: tableOfContents(output.headings),
      breadcrumbs: sidebar ? [{ label: sidebar.label, href: flat[sidebarName!][0]?.href }, ...trail] : [],
      ...(sidebarName ? neighbours(flat[sidebarName], page.route) : {}),
      wordCount: output.wordCount,
      sources: pageSources(page.frontmatter.sources ?? [], page.route, sourceContext),
      ...(output.module ? { mdxModule: true as const } : {}),
    };
  });

  const changelog = sortChangelog(options.changelog ?? []);
  // The changelog's pages render it: their anchors are its entries, their links its changes' pages.
  const changelogListPages =
    releases.length || changelog.length
      ? changelogPages(changelog).map((page) => ({
          route: page.route,
          file: `content/releases/${CHANGELOG_FILE}`,
          links: page.entries.flatMap((entry) =>
            allChanges(entry).flatMap((change) => (change.link ? [{ href: change.link, written: change.link }] : [])),
          ),
          anchors: page.entries.map(entryAnchor),
        }))
      : [];
  const appRoutes = [...options.links.appRoutes, ...(releases.length ? releaseSectionRoutes(releases) : [])];
  const broken = findBrokenLinks(
    [
      ...[...parsed, ...releases].map((page) => ({
        route: page.route,
        file: page.source.displayPath,
        links: [...rendered.get(page.route)!.links, ...ownSourceLinks(page.source.text, page.frontmatter.sources, SITE_ORIGINS, redirects)],
        anchors: rendered.get(page.route)!.anchors,
      })),
      ...changelogListPages,
    ],
    { ...options.links, appRoutes, redirects },
  );
  const routes = new Set([...parsed, ...releases].map((page) => page.route));
  const badRedirects = options.links.redirects
    ? brokenRedirects((path) => routes.has(path) || appRoutes.includes(path), redirects).map(
        (problem) => `lib/hosting/redirects.ts: ${problem}`,
      )
    : [];
  const staleGenbi = options.genbiRedirects
    ? staleGenbiRedirects(options.genbiRedirects, genbiRedirects(classicRoutes(parsed, options.sidebars))).map(
        (problem) => `lib/hosting/genbi-redirects.json: ${problem}: run npx tsx scripts/build/write-host-config.ts`,
      )
    : [];
  const problems = [...broken, ...badRedirects, ...staleGenbi];
  if (problems.length) throw new ContentErrors(problems.map((message) => new Error(message)));

  return {
    manifest: {
      pages,
      sidebars,
      releases: toManifestReleases(releases, sourceContext).map((release) => ({
        ...release,
        description: describePage({ ...release, firstParagraph: rendered.get(release.route)!.firstParagraph }),
      })),
      changelog,
      authors: options.authors,
    },
    html: new Map([...rendered].map(([route, output]) => [route, output.html])),
    modules: new Map([...rendered].flatMap(([route, output]) => (output.module ? [[route, output.module]] : []))),
    markdown: new Map([...rendered].map(([route, output]) => [route, output.markdown])),
    excerpts,
    searchBlocks: new Map([...rendered].map(([route, output]) => [route, output.searchBlocks])),
    codeBlocks: new Map([...rendered].map(([route, output]) => [route, output.codeBlocks])),
    prose: new Map([...rendered].map(([route, output]) => [route, output.prose])),
    changelogHtml: new Map(
      changelog.map((entry) => [
        entryAnchor(entry),
        entryHtml(entry, { siteUrl: siteConfig.url, pageTitle: (route) => titleByRoute.get(route), authors: options.authors }),
      ]),
    ),
  };
}

/**
 * The `sources` entries that are URLs on the site's own origin, as links for the check, each with its frontmatter line:
 * each as the page shows it, at the page it is or became (`ownSourcePath`).
 */
export function ownSourceLinks(
  text: string,
  sources: readonly string[] | undefined,
  origins: readonly string[] = SITE_ORIGINS,
  redirects?: Readonly<Record<string, string>>,
): PageLink[] {
  const lines = text.split('\n');
  return (sources ?? []).flatMap((source) => {
    const href = ownSourcePath(source, origins, redirects);
    if (href === undefined) return [];
    const index = lines.findIndex((line) => line.includes(source));
    return [{ href, written: source, ...(index >= 0 ? { line: index + 1 } : {}) }];
  });
}

/** The published pages (drafts left out) of the GenBI Classic sidebar: the pages that have a /oss/genbi address. */
function classicRoutes(pages: ParsedPage[], sidebars: SidebarsConfig): string[] {
  return pages
    .filter((page) => !page.frontmatter.draft && sidebarForRoute(page.route, sidebars) === CLASSIC_SIDEBAR)
    .map((page) => page.route);
}

/** The routes of the GenBI Classic pages among content files, as the build gives them (scripts/build/write-host-config.ts). */
export function classicRoutesOf(files: SourceFile[], sidebars: SidebarsConfig): string[] {
  return classicRoutes(
    parseDocs(
      files.filter((file) => !file.relativePath.startsWith(RELEASES_FOLDER)),
      false,
    ),
    sidebars,
  );
}

function parseDocs(files: SourceFile[], includeDrafts: boolean): ParsedPage[] {
  return collectErrors(files, (source): ParsedPage => {
    const { frontmatter, body, bodyStartLine } = parseSource(source.displayPath, source.text);
    const slugError = frontmatter.slug ? slugSectionError(source.relativePath, frontmatter.slug) : undefined;
    if (slugError) throw new ContentError(source.displayPath, slugError, lineOfField(source.text, 'slug'));
    return { source, route: routeForFile(source.relativePath, frontmatter.slug), frontmatter, body, bodyStartLine };
  }).filter((page) => includeDrafts || !page.frontmatter.draft);
}

function parseReleases(files: SourceFile[], authorIds: Set<string>): ParsedRelease[] {
  const releases = collectErrors(files, (source) => parseRelease(source, authorIds));
  assertUniqueVersions(releases);
  return releases;
}

function assertUniqueRoutes(pages: { route: string; source: SourceFile }[]) {
  const seen = new Map<string, string>();
  const errors: Error[] = [];
  for (const page of pages) {
    const other = seen.get(page.route);
    if (other)
      errors.push(
        new ContentError(
          page.source.displayPath,
          `duplicate route ${page.route}: ${other} has the same route (rename one file or change its slug)`,
        ),
      );
    else seen.set(page.route, page.source.displayPath);
  }
  if (errors.length) throw new ContentErrors(errors);
}
