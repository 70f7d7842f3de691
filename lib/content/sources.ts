import { z } from 'zod';

/**
 * Where a page's product facts come from, for maintainers. Each entry is either a public URL
 * ('https://…') or a repository path at a tag or commit: 'Canner/WrenAI@0.29.2:docker/.env.example',
 * or 'Canner/wren-engine@f693af8e' for a whole commit or tag.
 */
const REPOSITORY_SOURCE = /^([\w.-]+\/[\w.-]+)@([\w.-]+)(?::(\S+))?$/;
const URL_SOURCE = /^https:\/\/[^\s/]+\.[^\s]+$/;

export const sourcesSchema = z
  .array(
    z.string().trim().refine((value) => REPOSITORY_SOURCE.test(value) || URL_SOURCE.test(value), {
      message: "each source must be an https:// URL or 'owner/repo@tag-or-commit[:path]'",
    }),
  )
  .min(1, 'list at least one source, or leave the field out');

/** A repository source's parts, or undefined for a URL. */
export function repositorySource(source: string): { repo: string; ref: string; path?: string } | undefined {
  const match = REPOSITORY_SOURCE.exec(source);
  return match ? { repo: match[1], ref: match[2], path: match[3]?.replace(/^\//, '') } : undefined;
}

export interface SourceLink {
  /** As written in the frontmatter. */
  label: string;
  href: string;
}

/** A source as a link: repository paths go to the file (or tree) at that tag or commit on GitHub. */
export function sourceLink(source: string): SourceLink {
  const repository = repositorySource(source);
  if (!repository) return { label: source, href: source };
  const { repo, ref, path } = repository;
  const href = path
    ? `https://github.com/${repo}/blob/${ref}/${path}`
    : `https://github.com/${repo}/${/^[0-9a-f]{7,40}$/.test(ref) ? 'commit' : 'tree'}/${ref}`;
  return { label: source, href };
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
