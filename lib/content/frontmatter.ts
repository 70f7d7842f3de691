import { createHash } from 'node:crypto';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { ContentError } from './errors';
import { sourcesSchema } from './sources-schema';

/** The frontmatter every content page may carry. Each comment is the authors' reference. */
export const frontmatterSchema = z
  .object({
    /** Required. The page's h1 and the start of its <title>. */
    title: z.string().trim().min(1, 'must not be empty'),
    /** One sentence for search results, link previews and meta tags. */
    description: z.string().trim().min(1, 'must not be empty').optional(),
    /**
     * Words a reader may search with that the page's title and headings do not use ('pricing' on the
     * billing page). Searched like the title; also written as <meta name="keywords">.
     */
    keywords: z
      .array(z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters'))
      .max(20, 'must have at most 20 entries')
      .optional(),
    /**
     * Questions the page answers, as readers type them into the search box ('how much does wren ai
     * cost' on the billing page). Searched for the page; not shown on it.
     */
    questions: z
      .array(z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'))
      .max(12, 'must have at most 12 entries')
      .optional(),
    /** A shorter label for the sidebar; defaults to the title. */
    sidebar_label: z.string().trim().min(1, 'must not be empty').optional(),
    /** Order inside its sidebar folder, lower first; pages without one follow, by label. */
    sidebar_position: z.number().finite().optional(),
    /** Overrides the route derived from the file path; must start with '/'. */
    slug: z
      .string()
      .regex(
        /^\/(?:[a-z0-9_-][a-z0-9_.-]*(?:\/[a-z0-9_-][a-z0-9_.-]*)*\/?)?$/i,
        "must be an absolute route such as '/cp/overview', with no empty, '.' or '..' segments",
      )
      .optional(),
    /** Built in development only when true. */
    draft: z.boolean().optional(),
    /** Where the page's product facts come from: https:// URLs or 'owner/repo@tag:path'. Shown at the foot as "Sources". */
    sources: sourcesSchema.optional(),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;

export interface ParsedSource<T = Frontmatter> {
  frontmatter: T;
  body: string;
  /** 1-based line in the file where the body starts, so body line numbers can be mapped back. */
  bodyStartLine: number;
}

/** Splits a file into validated frontmatter and body; errors name the file, the line and the field. */
export function parseSource(file: string, text: string): ParsedSource {
  return parseWithSchema(file, text, frontmatterSchema);
}

/** A file's last good parse: a hash of its text, the fields of the schema it was checked against, the result. */
export interface KeptParse {
  hash: string;
  fields: string;
  parsed: ParsedSource<unknown>;
}

/**
 * The last good parse of each file, reused while its text and schema are the same: the dev watcher rebuilds the whole
 * site on each save, and `npm run content` keeps them in its cache file (keptParses, keepParses), since parsing every
 * file's YAML was about 80 ms of a 250 ms rebuild of the site, and 0.9 s of a 2.9 s one with the 1k bench corpus.
 * Callers share the result and do not change it.
 */
const lastParse = new Map<string, KeptParse>();

const fieldsOf = (schema: z.ZodObject) => Object.keys(schema.shape).join(',');

/** The same for any frontmatter schema (release notes have their own). */
export function parseWithSchema<S extends z.ZodObject>(file: string, text: string, schema: S): ParsedSource<z.infer<S>> {
  const hash = createHash('sha1').update(text).digest('base64');
  const fields = fieldsOf(schema);
  const last = lastParse.get(file);
  if (last?.hash === hash && last.fields === fields) return last.parsed as ParsedSource<z.infer<S>>;
  const parsed = parseUncached(file, text, schema);
  lastParse.set(file, { hash, fields, parsed });
  return parsed;
}

/** The parses to keep for the next process (a content session; the code that checked them is its fingerprint's concern). */
export const keptParses = (): [string, KeptParse][] => [...lastParse];

export function keepParses(parses: [string, KeptParse][]): void {
  for (const [file, parse] of parses) lastParse.set(file, parse);
}

function parseUncached<S extends z.ZodObject>(file: string, text: string, schema: S): ParsedSource<z.infer<S>> {
  const normalized = text.replace(/\r\n?/g, '\n');
  if (!normalized.trim()) throw new ContentError(file, 'file is empty: add frontmatter with at least a title');
  if (!normalized.startsWith('---\n')) {
    throw new ContentError(file, "missing frontmatter: start the file with '---', a 'title:' line and '---'", 1);
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // YAML 1.2 core schema: dates stay strings, so '2025-13-45' is caught instead of rolled over.
    // Passing options also keeps gray-matter from caching results by content across files.
    parsed = matter(normalized, { engines: { yaml: (text) => parseYaml(text) ?? {} } });
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line;
    const reason = ((error as Error).message ?? '').split('\n')[0];
    // gray-matter hands YAML the text after the opening '---' with its newline, so YAML's lines are the file's.
    throw new ContentError(file, `frontmatter is not valid YAML: ${reason.replace(/ at line \d+, column \d+:?$/, '')}`, line, {
      cause: error,
    });
  }
  const closing = normalized.indexOf('\n---', 3);
  if (closing < 0) throw new ContentError(file, "frontmatter is not closed: add a line with '---' after it", 1);
  const result = schema.safeParse(parsed.data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue.path.join('.') || 'frontmatter';
    const message =
      issue.code === 'unrecognized_keys'
        ? `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `'${k}'`).join(', ')} ` +
          `(allowed: ${Object.keys(schema.shape).join(', ')})`
        : `${field}: ${describeIssue(issue, parsed.data)}`;
    throw new ContentError(file, `invalid frontmatter: ${message}`, lineOfField(normalized, issue.path[0]));
  }
  const bodyStartLine = normalized.slice(0, closing + 4).split('\n').length + 1;
  return { frontmatter: result.data as z.infer<S>, body: parsed.content, bodyStartLine };
}

function describeIssue(issue: z.core.$ZodIssue, data: Record<string, unknown>): string {
  const value = issue.path.length
    ? issue.path.reduce<unknown>((parent, key) => (parent as Record<PropertyKey, unknown> | undefined)?.[key as PropertyKey], data)
    : undefined;
  if (value === undefined && issue.code === 'invalid_type') return 'required';
  if (issue.code === 'invalid_type') return `expected ${issue.expected}, got ${JSON.stringify(value)}`;
  return issue.message;
}

export function lineOfField(text: string, field: PropertyKey | undefined): number | undefined {
  if (typeof field !== 'string') return undefined;
  const index = text.split('\n').findIndex((line) => line.startsWith(`${field}:`));
  return index >= 0 ? index + 1 : undefined;
}
