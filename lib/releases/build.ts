import { parse as parseYaml } from 'yaml';
import { ContentError } from '@/lib/content/errors';
import { parseWithSchema } from '@/lib/content/frontmatter';
import type { SourceFile } from '@/lib/content/load';
import type { NavLink } from '@/lib/content/navigation';
import { pageSources, type SourceContext, type SourceLink } from '@/lib/content/sources';
import { authorSchema, releaseFrontmatterSchema, type Author, type ReleaseFrontmatter } from './schema';
import { excerptOf, listPages, RELEASES_ROUTE, sortReleases } from './list';

export const RELEASES_FOLDER = 'releases/';
export const AUTHORS_FILE = 'authors.yml';

export interface ParsedRelease {
  source: SourceFile;
  route: string;
  frontmatter: ReleaseFrontmatter;
  body: string;
  excerpt: string;
  truncated: boolean;
  bodyStartLine: number;
}

export interface ManifestRelease {
  route: string;
  file: string;
  version: string;
  title: string;
  /** The release day, only when the note's sources give it (YYYY-MM-DD). */
  date?: string;
  authors: string[];
  tags: string[];
  description?: string;
  truncated: boolean;
  /** Where the note's facts come from, as links; shown at its foot. */
  sources: SourceLink[];
  /** The previous (older) and next (newer) release. */
  older?: NavLink;
  newer?: NavLink;
}

export const releaseRoute = (version: string) => `${RELEASES_ROUTE}/${version}`;

/** Reads content/releases/authors.yml: a map from id to name, initials and optional GitHub handle and image. */
export function parseAuthors(file: string, text: string): Author[] {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw new ContentError(file, `is not valid YAML: ${(error as Error).message}`, undefined, { cause: error });
  }
  if (!data || typeof data !== 'object') throw new ContentError(file, 'must map author ids to { name, initials }');
  return Object.entries(data).map(([id, value]) => {
    const result = authorSchema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ContentError(file, `author '${id}': ${issue.path.join('.') || 'entry'}: ${issue.message}`);
    }
    return { id, ...result.data };
  });
}

/**
 * Validates one note: its frontmatter, that its file is named after its version and its authors. That a note with a date or changes
 * lists sources is checked on its rendered headings (assertSourced in ./rules, run by the content pipeline).
 */
export function parseRelease(source: SourceFile, authorIds: Set<string>): ParsedRelease {
  const { frontmatter, body, bodyStartLine } = parseWithSchema(source.displayPath, source.text, releaseFrontmatterSchema);
  const fileVersion = source.relativePath.slice(RELEASES_FOLDER.length).replace(/\.mdx?$/, '');
  if (fileVersion !== frontmatter.version) {
    throw new ContentError(
      source.displayPath,
      `version: '${frontmatter.version}' does not match the file name; name the file ${frontmatter.version}.md`,
    );
  }
  const unknown = frontmatter.authors.filter((id) => !authorIds.has(id));
  if (unknown.length) {
    throw new ContentError(
      source.displayPath,
      `authors: unknown author ${unknown.map((id) => `'${id}'`).join(', ')} (known: ` +
        `${[...authorIds].join(', ')}; add them to content/releases/${AUTHORS_FILE})`,
    );
  }
  return { source, route: releaseRoute(frontmatter.version), frontmatter, body, bodyStartLine, ...excerptOf(body) };
}

/** Fails naming both files when two notes claim the same version. */
export function assertUniqueVersions(releases: ParsedRelease[]): void {
  const seen = new Map<string, string>();
  for (const release of releases) {
    const other = seen.get(release.frontmatter.version);
    if (other)
      throw new ContentError(release.source.displayPath, `version: ${release.frontmatter.version} is also the version of ${other}`);
    seen.set(release.frontmatter.version, release.source.displayPath);
  }
}

/** Newest first, each linked to its older and newer neighbour. */
export function toManifestReleases(releases: ParsedRelease[], sourceContext: SourceContext = {}): ManifestRelease[] {
  const sorted = sortReleases(releases.map((release) => ({ ...release, version: release.frontmatter.version })));
  const link = (release?: (typeof sorted)[number]) => (release ? { label: release.frontmatter.title, href: release.route } : undefined);
  return sorted.map((release, index) => ({
    route: release.route,
    file: release.source.displayPath,
    version: release.frontmatter.version,
    title: release.frontmatter.title,
    ...(release.frontmatter.date ? { date: release.frontmatter.date } : {}),
    authors: release.frontmatter.authors,
    tags: release.frontmatter.tags,
    description: release.frontmatter.description,
    truncated: release.truncated,
    sources: pageSources(release.frontmatter.sources ?? [], release.route, sourceContext),
    newer: link(sorted[index - 1]),
    older: link(sorted[index + 1]),
  }));
}

/**
 * The routes of the version list's pages (10 versions a page), the archive and the authors page, which exist once there are
 * notes. The changelog's pages are checked with their anchors (pipeline.ts).
 */
export function releaseSectionRoutes(releases: unknown[]): string[] {
  return [...listPages(RELEASES_ROUTE, releases).map((page) => page.route), `${RELEASES_ROUTE}/archive`, `${RELEASES_ROUTE}/authors`];
}
