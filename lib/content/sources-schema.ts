import { z } from 'zod';
import { isWellFormedSource } from './sources';

/** The `sources` field of a page's or release note's frontmatter; apart from sources.ts, which pages import, so zod stays out of them. */
export const sourcesSchema = z
  .array(
    z.string().trim().refine(isWellFormedSource, {
      message: "each source must be an https:// URL, 'owner/repo@tag-or-commit[:path]', or a citation ending ', read YYYY-MM-DD'",
    }),
  )
  .min(1, 'list at least one source, or leave the field out');
