import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { ContentError } from '@/lib/content/errors';
import { CHANGE_GROUPS, PRODUCTS } from './products';
import { parseVersion } from './version';

/** The schema of content/releases/changelog.yml and its reader, for the content build; lib/releases/changelog.ts has the rest. */

const version = z.string().refine((value) => parseVersion(value) !== null, "must look like '0.24.0'");
const day = z
  .union([z.string(), z.date()])
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
      .refine((value) => !Number.isNaN(Date.parse(value)), 'is not a real date'),
  );

const change = z
  .object({
    /** One sentence on what a reader can now do. Backticks mark code. */
    text: z
      .string()
      .trim()
      .min(1)
      .refine((text) => /[.!?]$/.test(text), 'must be a sentence ending in a full stop'),
    /** Pull requests that the release's commits or changelog cite, in Canner/WrenAI or the entry's `pr_repository`. */
    prs: z.array(z.number().int().positive()).default([]),
    /** The page of this site that documents the change: '/oss/guide/connect/snowflake' (checked like any link). */
    link: z
      .string()
      .regex(/^\/[^\s]*$/, "must be a path on this site, like '/oss/guide/connect/snowflake'")
      .optional(),
  })
  .strict();

const changelogEntrySchema = z
  .object({
    product: z.enum(['core', 'classic']),
    version,
    /** Committer date of the commit the tag points at (all these tags are lightweight). */
    date: day,
    /** The version this release is compared with; omitted when that tag is not in the repository. */
    previous: version.optional(),
    /** The GitHub repository ('owner/name') its changes' `prs` are in, when not Canner/WrenAI. */
    pr_repository: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, "must be a GitHub repository written 'owner/name', like 'Canner/wren-engine'")
      .optional(),
    /** Author ids (content/releases/authors.yml) named by the release commit. */
    released_by: z.array(z.string()).default([]),
    new: z.array(change).default([]),
    improved: z.array(change).default([]),
    fixed: z.array(change).default([]),
    /** Patch releases of this minor line with no entry of their own, with their tag dates. */
    patches: z.array(z.object({ version, date: day }).strict()).default([]),
  })
  .strict();

export type ChangelogEntry = z.infer<typeof changelogEntrySchema>;
export type Change = ChangelogEntry['new'][number];

/** The version a raw entry names, if any, for messages about an entry that may not parse. */
const versionOf = (raw: unknown): string | undefined =>
  raw && typeof raw === 'object' && 'version' in raw ? String((raw as { version: unknown }).version) : undefined;

/**
 * Reads and validates changelog.yml: a YAML list of releases. Fails naming the entry and field, on
 * an unknown author id, and on a product and version listed twice.
 */
export function parseChangelog(file: string, text: string, authorIds: Set<string>): ChangelogEntry[] {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw new ContentError(file, `is not valid YAML: ${(error as Error).message}`, undefined, { cause: error });
  }
  if (!Array.isArray(data)) throw new ContentError(file, 'must be a list of releases, each with product, version and date');
  const seen = new Set<string>();
  return data.map((raw, index) => {
    const result = changelogEntrySchema.safeParse(raw);
    const name = `release ${index + 1}${versionOf(raw) === undefined ? '' : ` (${versionOf(raw)})`}`;
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ContentError(file, `${name}: ${issue.path.join('.') || 'entry'}: ${issue.message}`);
    }
    const entry = result.data;
    const key = `${entry.product} ${entry.version}`;
    if (seen.has(key)) throw new ContentError(file, `${name}: ${PRODUCTS[entry.product].label} ${entry.version} is listed twice`);
    seen.add(key);
    const unknown = entry.released_by.filter((id) => !authorIds.has(id));
    if (unknown.length)
      throw new ContentError(
        file,
        `${name}: released_by: unknown author ${unknown.map((id) => `'${id}'`).join(', ')}; add them to content/releases/authors.yml`,
      );
    if (!CHANGE_GROUPS.some((group) => entry[group.key].length) && !entry.patches.length) {
      throw new ContentError(file, `${name}: lists no change; add new, improved or fixed items, or patches`);
    }
    return entry;
  });
}
