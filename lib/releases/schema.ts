import { z } from 'zod';
import { sourcesSchema } from '@/lib/content/sources-schema';
import { parseVersion } from './version';

const day = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `must be ${what} written YYYY-MM-DD`)
    .refine((value) => !Number.isNaN(Date.parse(value)), 'is not a real date');

/** The frontmatter of a release note in content/releases/<version>.md. */
export const releaseFrontmatterSchema = z
  .object({
    /** Required. The note's heading: 'Wren AI Cloud 0.24.0'. */
    title: z.string().trim().min(1, 'must not be empty'),
    /** Required. 'major.minor.patch', unique across notes; also the note's URL. The list is ordered by it. */
    version: z.string().refine((value) => parseVersion(value) !== null, "must look like '0.24.0'"),
    /**
     * Optional. The day the version was released, as YYYY-MM-DD, only when a source listed in
     * `sources` gives it. Shown as "Released"; used as the publication date in structured data.
     */
    date: day('a date').optional(),
    /** Ids from content/releases/authors.yml: people a source names as the version's authors. None when no source names anyone. */
    authors: z.array(z.string()).default([]),
    /** Topics, for readers scanning the list. */
    tags: z.array(z.string()).default([]),
    /** One sentence for the list page, feeds and meta tags. */
    description: z.string().trim().min(1).optional(),
    /** Where the note's facts come from: https:// URLs or 'owner/repo@tag:path'. Required when the note gives a date or lists changes. */
    sources: sourcesSchema.optional(),
  })
  .strict();

export type ReleaseFrontmatter = z.infer<typeof releaseFrontmatterSchema>;

export const authorSchema = z
  .object({
    /** The name the source gives: a person's name, or their GitHub handle when that is all it gives. */
    name: z.string().min(1),
    /** GitHub handle, linked from the authors page. */
    github: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be a GitHub handle')
      .optional(),
    /** Shown when there is no image. */
    initials: z.string().min(1).max(3),
    image_url: z.string().optional(),
  })
  .strict();

export type Author = z.infer<typeof authorSchema> & { id: string };
