import { z } from 'zod';
import { siteConfig } from './site-config';

/**
 * The shape of lib/config/site-config.ts, checked by the content build (scripts/build/build-content.ts) like a
 * page's frontmatter, so a mistyped setting stops the build with its key instead of reaching a page.
 * The settings module itself stays free of zod: client components import it.
 */
export const SITE_CONFIG_FILE = 'lib/config/site-config.ts';

const text = z.string().min(1);
/** A page of this site ('/cp/overview') or an https address. */
const href = z.string().regex(/^(\/(?!\/)|https:\/\/)\S*$/, "expected a site path starting with '/' or an https:// URL");
const link = z.strictObject({ label: text, href });
const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^/\s]+(\/\S*)?$/, 'expected an http(s) URL')
  .refine((url) => !url.endsWith('/'), 'expected no trailing slash');

export const siteConfigSchema = z.strictObject({
  name: text,
  title: text,
  tagline: text,
  url: httpUrl,
  canonicalUrl: httpUrl,
  publisher: z.strictObject({ name: text, url: httpUrl }),
  twitter: z.string().regex(/^@\w+$/, "expected an account name starting with '@'"),
  navbar: z.strictObject({
    items: z
      .array(z.strictObject({ label: text, href, section: z.string().regex(/^\/\w/, "expected a path prefix starting with '/'") }))
      .readonly(),
    external: z.array(link).readonly(),
  }),
  footer: z.array(z.strictObject({ title: text, links: z.array(link).min(1).readonly() })).readonly(),
  copyrightYear: z.number().int().min(2000),
  announcement: z.strictObject({ id: text, text, link: link.optional() }).nullable(),
  versions: z
    .array(z.strictObject({ id: text, label: text, group: text.optional(), href, sidebar: text }))
    .min(1)
    .readonly(),
  locales: z
    .array(z.strictObject({ code: text, label: text }))
    .min(1)
    .readonly(),
  analytics: z.strictObject({ endpoint: z.string().optional(), marketingScript: z.string().optional() }),
});

// The settings as written must fit the schema's type, so the two cannot drift apart unnoticed.
siteConfig satisfies z.input<typeof siteConfigSchema>;

/** 'navbar.items[2].href' for the path ['navbar', 'items', 2, 'href']. */
export function keyPath(path: readonly PropertyKey[]): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`)).join('');
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((parent, key) => (parent as Record<PropertyKey, unknown> | undefined)?.[key], data);
}

/**
 * One line per problem: the file, the key and what is wrong
 * ('lib/config/site-config.ts: navbar.items[2].href: expected string, got 42').
 */
export function siteConfigProblems(config: unknown): string[] {
  const result = siteConfigSchema.safeParse(config);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const where = keyPath(issue.path) || 'siteConfig';
      const keys = issue.keys.map((key) => `'${key}'`).join(', ');
      return `${SITE_CONFIG_FILE}: ${where}: unknown key${issue.keys.length > 1 ? 's' : ''} ${keys}`;
    }
    const value = valueAt(config, issue.path);
    const message =
      issue.code === 'invalid_type'
        ? value === undefined
          ? `required (expected ${issue.expected})`
          : `expected ${issue.expected}, got ${JSON.stringify(value)}`
        : issue.message;
    return `${SITE_CONFIG_FILE}: ${keyPath(issue.path) || 'siteConfig'}: ${message}`;
  });
}

/** Throws every problem of the settings at once. */
export function checkSiteConfig(config: unknown = siteConfig): void {
  const problems = siteConfigProblems(config);
  if (problems.length) throw new Error(`invalid site settings:\n${problems.join('\n')}`);
}
