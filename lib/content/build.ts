/**
 * The content build, once for the whole site (`npm run content`, scripts/build/build-content.ts, and the dev watcher):
 * 1. reads every file under content/ (or the folder given with --content) and its sidebars.ts,
 * 2. validates frontmatter, renders Markdown (highlighting included), builds sidebars and navigation,
 * 3. fails on any broken link or anchor,
 * 4. writes .generated/: the content, the API reference's HTML and the search records, for `next build`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SidebarsConfig } from '@/lib/content/sidebar';
import { APP_ROUTES } from '@/lib/config/app-routes';
import { checkSiteConfig } from '@/lib/config/site-config-schema';
import GENBI_REDIRECTS from '@/lib/hosting/genbi-redirects.json';
import { SITE_REDIRECTS } from '@/lib/hosting/redirects';
import { keepWritten, keptWritten, writeContentOutput } from '@/lib/content/write-output';
import { keepParses, keptParses } from '@/lib/content/frontmatter';
import { GENERATED } from '@/lib/fs/generated-paths';
import { writeIfChanged } from '@/lib/fs/write-if-changed';
import { HOME_FILE_NAME, parseHome } from '@/lib/content/home';
import { API_REFERENCE_ROUTE, readOpenApiDocument, writeApiHtml } from '@/lib/openapi/document';
import { buildApiReference } from '@/lib/openapi/reference';
import { writeSearchRecords } from '@/lib/search/generated';
import { siteRecords } from '@/lib/search/site-records';
import { readContentFiles, type SourceFile } from '@/lib/content/load';
import { buildContent } from '@/lib/content/pipeline';
import { codeStyles, getHighlighter } from '@/lib/content/markdown/highlight';
import { HIGHLIGHT_CACHE_FILE, HighlightCache } from '@/lib/content/markdown/highlight-cache';
import { codeColorsCss, type CodeStyle } from '@/lib/content/markdown/code-colors';
import { AUTHORS_FILE, parseAuthors } from '@/lib/releases/build';
import { CHANGELOG_FILE, type ChangelogEntry } from '@/lib/releases/changelog';
import { parseChangelog } from '@/lib/releases/changelog-schema';
import type { Author } from '@/lib/releases/schema';
import { renderApiHtml } from '@/lib/openapi/render-html';
import { codeFingerprint, loadDevSession, saveDevSession } from '@/lib/dev/dev-session';
import type { ContentSession } from './render-cache';

export interface ContentBuildOptions {
  contentDir: string;
  includeDrafts: boolean;
  /** Kept by the dev watcher between builds: rendered pages, and the API reference, which content edits do not change. */
  session?: ContentSession;
  /**
   * Without a session: the file a session is read from and written back to (CONTENT_CACHE_FILE), so that a build
   * renders only the pages that changed since the last one with the same code.
   */
  cacheFile?: string;
}

/**
 * Where `npm run content` keeps its rendered pages between builds, beside the highlight cache; deleting it only makes
 * the next build slower. WREN_DOCS_CONTENT_CACHE moves it (the benchmarks' cold builds).
 */
export const CONTENT_CACHE_FILE = process.env.WREN_DOCS_CONTENT_CACHE || path.join(path.dirname(HIGHLIGHT_CACHE_FILE), 'content.json');

/**
 * One content build: reads content/, checks and renders it, and writes .generated/. Throws every content problem at once.
 * The search records are written last, by `writeSearchRecords()`: the dev watcher calls it once the page is refreshed,
 * since no page shows them (about 60 ms of a rebuild).
 */
export async function buildSiteContent(options: ContentBuildOptions) {
  if (options.session || !options.cacheFile) return buildOnce(options);
  const fingerprint = codeFingerprint();
  const { session, reused } = loadDevSession(fingerprint, options.cacheFile);
  keepParses(session.frontmatter ?? []);
  keepWritten(session.written);
  const build = await buildOnce({ ...options, session });
  const { renderCache, api, codeStyles } = session;
  saveDevSession({ renderCache, api, codeStyles, frontmatter: keptParses(), written: keptWritten() }, fingerprint, options.cacheFile);
  return { ...build, reused };
}

async function buildOnce({ contentDir, includeDrafts, session }: ContentBuildOptions) {
  const started = performance.now();
  checkSiteConfig();
  const files = readContentFiles(path.resolve(contentDir), contentDir);
  const shikiVersion = (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version;
  // The dev watcher keeps one for its session: reading the file is about 30 ms a rebuild.
  const styles = codeStyles.getClassRegistry() as Map<string, CodeStyle>;
  for (const [name, style] of session?.codeStyles ?? []) styles.set(name, style);
  const cache = session
    ? (session.highlight ??= new HighlightCache(HIGHLIGHT_CACHE_FILE, shikiVersion, styles))
    : new HighlightCache(HIGHLIGHT_CACHE_FILE, shikiVersion, styles);
  const { built, api } = await buildWith({ contentDir, includeDrafts, session }, files, cache);
  if (session) session.codeStyles = [...styles];
  // With a session, unchanged pages come from its renders and highlight nothing.
  const highlighted = cache.save({ partial: Boolean(session) });
  const writeRecords = () => {
    const records = siteRecords(built, { reference: api.reference, route: API_REFERENCE_ROUTE });
    writeSearchRecords(records);
    return records.length;
  };
  return {
    built,
    files: files.length,
    highlighted,
    reused: 0,
    seconds: (performance.now() - started) / 1000,
    writeSearchRecords: writeRecords,
  };
}

/** The changelog as last parsed, while its text and the authors stay the same (the dev watcher's rebuilds). */
let lastChangelog: { key: string; entries: ChangelogEntry[] } | undefined;

function changelogOf(file: string, text: string, authors: Author[]): ChangelogEntry[] {
  const key = JSON.stringify([file, text, authors.map((author) => author.id)]);
  if (lastChangelog?.key !== key) lastChangelog = { key, entries: parseChangelog(file, text, new Set(authors.map((author) => author.id))) };
  return lastChangelog.entries;
}

/** sidebars.ts as a module; the dev watcher's rebuilds import it again once it has changed (the query string). */
async function importSidebars(contentDir: string, watching: boolean): Promise<SidebarsConfig> {
  const file = path.resolve(contentDir, 'sidebars.ts');
  const version = watching ? `?v=${statSync(file).mtimeMs}` : '';
  return (await import(`${pathToFileURL(file).href}${version}`)).default as SidebarsConfig;
}

async function buildWith({ contentDir, includeDrafts, session }: ContentBuildOptions, files: SourceFile[], cache: HighlightCache) {
  const sidebars = await importSidebars(contentDir, Boolean(session));
  const authorsFile = path.join(contentDir, 'releases', AUTHORS_FILE);
  const authors = existsSync(authorsFile) ? parseAuthors(authorsFile, readFileSync(authorsFile, 'utf8')) : [];
  const changelogFile = path.join(contentDir, 'releases', CHANGELOG_FILE);
  const changelog = existsSync(changelogFile) ? changelogOf(changelogFile, readFileSync(changelogFile, 'utf8'), authors) : [];
  const highlighter = cache.wrap(await getHighlighter());
  // The site's own content is checked against its redirect table and its GenBI addresses; another folder (a benchmark's)
  // only uses the table.
  const own = path.resolve(contentDir) === path.resolve('content');
  const built = buildContent(files, {
    highlighter,
    sidebars,
    includeDrafts,
    authors,
    changelog,
    renderCache: session?.renderCache,
    ...(own ? { genbiRedirects: GENBI_REDIRECTS } : {}),
    links: {
      appRoutes: APP_ROUTES,
      publicFileExists: (target) => existsSync(path.join('public', decodeURIComponent(target))),
      ...(own ? { redirects: SITE_REDIRECTS } : {}),
    },
  });
  writeContentOutput(built);
  let api = session?.api;
  if (!api) {
    const reference = buildApiReference(readOpenApiDocument());
    api = { reference, html: renderApiHtml(reference, highlighter) };
    if (session) session.api = api;
  }
  writeApiHtml(api.html);
  writeHomeCopy(contentDir);
  writeIfChanged(GENERATED.codeColorsCss, codeColorsCss(codeStyles.getClassRegistry() as Map<string, CodeStyle>));
  return { built, api };
}

/** Validates the home page's copy (content/home.yml) and writes it for the home page; a folder without one writes none. */
function writeHomeCopy(contentDir: string) {
  const file = path.join(contentDir, HOME_FILE_NAME);
  if (existsSync(file))
    writeIfChanged(GENERATED.home, JSON.stringify(parseHome(path.relative(process.cwd(), file), readFileSync(file, 'utf8'))));
}
