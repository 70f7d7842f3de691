import { redirectTarget } from '@/lib/hosting/redirects';
import { sitePath } from './origin';

/**
 * Where a page's product facts come from. Each entry is one of:
 * - a public URL ('https://…');
 * - a repository path at a tag or commit: 'Canner/WrenAI@0.29.2:docker/.env.example', or
 *   'Canner/wren-engine@f693af8e' for a whole commit or tag;
 * - a plain-text citation of a page that is no longer online, ending with the day it was read:
 *   'Wren AI docs, "Agentic Mode" (docs.getwren.ai/cp/guide/agent/agentic-mode), read 2026-11-26'.
 */
const REPOSITORY_SOURCE = /^([\w.-]+\/[\w.-]+)@([\w.-]+)(?::(\S+))?$/;
const URL_SOURCE = /^https:\/\/[^\s/]+\.[^\s]+$/;
const CITATION_SOURCE = /^(.{8,}), read (\d{4}-\d{2}-\d{2})$/;

/** The day a citation was read, when `source` is a well-formed citation (no link in it, a real date). */
export function citationSource(source: string): { text: string; read: string } | undefined {
  const match = CITATION_SOURCE.exec(source);
  if (!match || /\w+:\/\//.test(match[1]) || REPOSITORY_SOURCE.test(match[1])) return undefined;
  const date = new Date(`${match[2]}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== match[2]) return undefined;
  return { text: match[1], read: match[2] };
}

/** Whether `source` is one of the three forms above (the frontmatter schema's check, sources-schema.ts). */
export const isWellFormedSource = (source: string): boolean =>
  REPOSITORY_SOURCE.test(source) || URL_SOURCE.test(source) || citationSource(source) !== undefined;

/** A repository source's parts, or undefined for a URL or a citation. */
export function repositorySource(source: string): { repo: string; ref: string; path?: string } | undefined {
  const match = REPOSITORY_SOURCE.exec(source);
  return match ? { repo: match[1], ref: match[2], path: match[3]?.replace(/^\//, '') } : undefined;
}

export interface SourceLink {
  /** What the reader sees: 'wren-ui · SnowflakeProperties.tsx · WrenAI 0.29.2'. */
  label: string;
  /** Where it links; absent for a plain-text citation. */
  href?: string;
}

export interface SourceContext {
  /**
   * The site's own origins ('https://docs.getwren.ai'): a source there is shown as the page it is or became here
   * (`ownSourcePath`), linked by its path and named by its title.
   */
  origins?: readonly string[];
  /** The title of a page of this site, by route, when there is one. */
  titleOf?: (path: string) => string | undefined;
  /** Former addresses and the page each became; the site's table (lib/hosting/redirects.ts) when left out. */
  redirects?: Readonly<Record<string, string>>;
}

/**
 * The page here a source on the site's own origin is, or became when it is a former address, with its anchor:
 * 'https://docs.getwren.ai/cloud/guide/sharing#links' → '/cp/guide/sharing#links'. Undefined for any other source.
 */
export function ownSourcePath(
  source: string,
  origins: readonly string[],
  redirects?: Readonly<Record<string, string>>,
): string | undefined {
  const at = sitePath(source, origins);
  if (at === undefined) return undefined;
  const [path, ...hash] = at.split('#');
  const clean = path.replace(/(.)\/+$/, '$1');
  const page = redirectTarget(clean, redirects) ?? clean;
  return hash.length ? `${page}#${hash.join('#')}` : page;
}

/** File names that say little alone: the label adds their folder ('model/__init__.py'). */
const GENERIC_FILE = /^(?:__init__\.py|index\.[jt]sx?|mod\.rs|lib\.rs|main\.(?:go|rs|py)|README\.md|route\.ts|page\.tsx)$/i;

/** How a reader names a ref: a commit as 'commit abc1234', a tag or branch as written. */
const refLabel = (ref: string) => (/^[0-9a-f]{7,40}$/.test(ref) ? `commit ${ref.slice(0, 7)}` : ref);

/** 'wren-ui · SnowflakeProperties.tsx · WrenAI 0.29.2': top folder, file, repository and ref. */
function repositoryLabel(repo: string, ref: string, path?: string): string {
  const name = repo.split('/')[1];
  const at = `${name} ${refLabel(ref)}`;
  if (!path) return at;
  const [file, anchor] = path.split('#');
  const parts = file.split('/').filter(Boolean);
  const last = parts.at(-1) ?? file;
  const shown = GENERIC_FILE.test(last) && parts.length > 1 ? `${parts.at(-2)}/${last}` : last;
  const lines = anchor ? /^L(\d+)(?:-L(\d+))?$/.exec(anchor) : null;
  const withLines = lines ? `${shown}, line${lines[2] ? 's' : ''} ${lines[1]}${lines[2] ? `–${lines[2]}` : ''}` : shown;
  const top = parts.length > 1 && !shown.startsWith(`${parts[0]}/`) ? `${parts[0]} · ` : '';
  return `${top}${withLines} · ${at}`;
}

/** Readable names of the sites the content cites; any other host is named by its domain. */
const SITE_NAMES: Record<string, string> = {
  'github.com': 'GitHub',
  'docs.getwren.ai': 'Wren AI docs',
  'www.getwren.ai': 'Wren AI website',
  'getwren.ai': 'Wren AI website',
  'wrenai.readme.io': 'Wren AI API reference',
  'huggingface.co': 'Hugging Face',
  'medium.com': 'Medium',
  'langfuse.com': 'Langfuse docs',
  'clickhouse.com': 'ClickHouse docs',
  'ibis-project.org': 'Ibis docs',
  'trino.io': 'Trino docs',
  'qdrant.tech': 'Qdrant docs',
};

const GITHUB_PAGES: Record<string, string> = { discussions: 'discussion', pull: 'pull request', issues: 'issue' };

/** 'GitHub · WrenAI discussion #2205', or a repository file on GitHub labelled like a repository source. */
function githubLabel(url: URL): string {
  const [owner, name, kind, ...rest] = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (!owner || !name) return `GitHub · ${url.pathname}`;
  if ((kind === 'blob' || kind === 'tree') && rest.length) {
    // A branch name may hold '/', as in 'legacy/v1': the known ones are taken whole.
    const refParts = rest[0] === 'legacy' && rest.length > 1 ? 2 : 1;
    const ref = rest.slice(0, refParts).join('/');
    const path = rest.slice(refParts).join('/') + url.hash;
    return repositoryLabel(`${owner}/${name}`, ref, path || undefined);
  }
  if (kind && GITHUB_PAGES[kind] && rest[0]) return `GitHub · ${name} ${GITHUB_PAGES[kind]} #${rest[0]}`;
  if (kind === 'commit' && rest[0]) return `GitHub · ${name} ${refLabel(rest[0])}`;
  if (kind) return `GitHub · ${name} ${[kind, ...rest].join(' ')}`;
  return `GitHub · ${owner}/${name}`;
}

/** The label of a URL source: the site's name and the page's title here, or its path. */
export function urlLabel(href: string, context: SourceContext = {}): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (url.hostname === 'github.com') return githubLabel(url);
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  const own = context.origins?.some((origin) => new URL(origin).host === url.host);
  const site = own ? 'Wren AI docs' : (SITE_NAMES[url.hostname] ?? url.hostname.replace(/^www\./, ''));
  const title = own ? context.titleOf?.(path) : undefined;
  return `${site} · ${title ?? (path === '/' ? url.hostname : decodeURIComponent(path))}`;
}

/**
 * A source as the reader sees it: a readable label, linked to GitHub at the tag or to the page; a citation is text only.
 * A page of this site (`context.origins`) links to its route here, a former address to the page it became.
 */
export function sourceLink(source: string, context: SourceContext = {}): SourceLink {
  const citation = citationSource(source);
  if (citation) return { label: `${citation.text}, read ${citation.read}` };
  const own = context.origins && ownSourcePath(source, context.origins, context.redirects);
  if (own) return { label: `Wren AI docs · ${context.titleOf?.(own.split('#')[0]) ?? own.split('#')[0]}`, href: own };
  const repository = repositorySource(source);
  if (!repository) return { label: urlLabel(source, context), href: source };
  const { repo, ref, path } = repository;
  const href = path
    ? `https://github.com/${repo}/blob/${ref}/${path}`
    : `https://github.com/${repo}/${/^[0-9a-f]{7,40}$/.test(ref) ? 'commit' : 'tree'}/${ref}`;
  return { label: repositoryLabel(repo, ref, path), href };
}

/**
 * The sources a page shows at its foot: each as `sourceLink` gives it, less those that are the page itself (a former
 * address of this very page cites the page as its own source).
 */
export function pageSources(sources: readonly string[], route: string, context: SourceContext = {}): SourceLink[] {
  return sources.flatMap((source) => {
    const own = context.origins && ownSourcePath(source, context.origins, context.redirects);
    return own !== undefined && own.split('#')[0] === route ? [] : [sourceLink(source, context)];
  });
}

/** Sections whose pages state product facts (fields, defaults, ports, commands, limits, error texts) and so must list sources. */
export const SECTIONS_THAT_NEED_SOURCES = [
  '/cp/guide/connect/',
  '/oss/guide/connect/',
  '/cp/guide/api-access/',
  '/oss/guide/api-access/',
  '/cp/guide/security/',
  '/oss/engine/',
  '/oss/ai_service/',
  '/oss/installation',
  '/oss/overview/telemetry',
] as const;

export const needsSources = (route: string): boolean =>
  SECTIONS_THAT_NEED_SOURCES.some((section) => (section.endsWith('/') ? route.startsWith(section) : route === section));

/**
 * Raw repository references ('Canner/WrenAI@0.29.2:wren-ui/src/x.tsx', 'Canner/wren-engine@f693af8e') in text a
 * reader sees. A scoped npm name ('@mdx-js/mdx@3') and an e-mail address are not references.
 */
export function rawRepositoryReferences(text: string): string[] {
  const found = text.match(/(?<![\w@/.-])[A-Za-z0-9][\w.-]*\/[\w.-]+@[\w.-]*\w(?::[^\s'"`)<>\]]+)?/g) ?? [];
  return [...new Set(found)];
}
