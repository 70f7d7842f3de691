import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { ContentError } from './errors';

/** The home page's copy: content/home.yml, validated by the content build, which writes it for the home page (home-copy.ts). */
export const HOME_FILE_NAME = 'home.yml';
export const HOME_FILE = `content/${HOME_FILE_NAME}`;

const text = z.string().trim().min(1);
/** A path on this site ('/cp/overview') or an https address. */
const href = z.string().regex(/^(\/|https:\/\/)\S*$/, "must be a path on this site, like '/cp/overview', or an https:// address");

const step = z
  .object({
    text,
    href: href.optional(),
    /** Shell lines, copied as they stand on the linked page. */
    code: text.optional(),
  })
  .strict();

export const PRODUCT_ICONS = ['ask', 'model', 'connect', 'secure', 'api', 'engine'] as const;
export type ProductIcon = (typeof PRODUCT_ICONS)[number];

const homeSchema = z
  .object({
    start_paths: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be a lower-case id, like 'cloud'"),
            edition: text,
            title: text,
            text,
            steps: z.array(step).min(2, 'must have at least 2 steps').max(3, 'must have at most 3 steps'),
            /** Where the steps are explained in full. */
            cta: z.object({ label: text, href }).strict(),
          })
          .strict(),
      )
      .min(1),
    product_tiles: z.array(z.object({ icon: z.enum(PRODUCT_ICONS), title: text, text, href }).strict()).min(1),
    popular_links: z.array(z.object({ label: text, href }).strict()).min(1),
  })
  .strict();

export type HomeCopy = z.infer<typeof homeSchema>;
export type StartPath = HomeCopy['start_paths'][number];

/** Validates the text of content/home.yml; fails naming the file and the field ('start_paths.1.steps.0.href'). */
export function parseHome(file: string, source: string): HomeCopy {
  let data: unknown;
  try {
    data = parseYaml(source);
  } catch (error) {
    throw new ContentError(file, `is not valid YAML: ${(error as Error).message}`, undefined, { cause: error });
  }
  const result = homeSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ContentError(file, `${issue.path.join('.') || 'file'}: ${issue.message}`);
  }
  return result.data;
}

/** Reads and validates content/home.yml from the project root. */
export function readHome(root: string = process.cwd()): HomeCopy {
  return parseHome(HOME_FILE, readFileSync(path.join(root, HOME_FILE), 'utf8'));
}
