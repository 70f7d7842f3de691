import GENBI_REDIRECTS from './genbi-redirects.json';

/**
 * Former addresses on docs.getwren.ai whose page this site covers, each sent to that page: the one
 * table the host files (scripts/build/write-host-config.ts), the not-found page's script and the link check
 * read, with the live site's /oss/genbi addresses of the GenBI Classic pages (`SITE_REDIRECTS`, lib/hosting/genbi.ts).
 * Add a former address as one line, `'/former/path': '/page/here',`; the link check fails the
 * build when a target is not a page here. Paths are clean: no trailing slash, no `.html`.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  // The cloud pages lived under /cloud before they moved to /cp.
  '/cloud/getting_started/create_organization': '/cp/getting_started/create_organization',
  '/cloud/guide/api-access/billing': '/cp/guide/api-access/billing',
  '/cloud/guide/api-access/history': '/cp/guide/api-access/history',
  '/cloud/guide/api-access/keys': '/cp/guide/api-access/keys',
  '/cloud/guide/api-access/org-api-keys': '/cp/guide/api-access/org-api-keys',
  '/cloud/guide/api-access/quick-start': '/cp/guide/api-access/quick-start',
  '/cloud/guide/collaborate-folders': '/cp/guide/collaborate-folders',
  '/cloud/guide/connect/csv': '/cp/guide/connect/csv',
  '/cloud/guide/data-security': '/cp/guide/data-security',
  '/cloud/guide/manage-members-roles': '/cp/guide/manage-members-roles',
  '/cloud/guide/modeling/overview': '/cp/guide/modeling/overview',
  '/cloud/guide/modeling/relationships': '/cp/guide/modeling/relationships',
  '/cloud/guide/security/api': '/cp/guide/security/api',
  '/cloud/guide/security/cls': '/cp/guide/security/cls',
  '/cloud/guide/security/cls-examples': '/cp/guide/security/cls-examples',
  '/cloud/guide/security/rls': '/cp/guide/security/rls',
  '/cloud/guide/security/rls-examples': '/cp/guide/security/rls-examples',
  '/cloud/guide/security/session-properties': '/cp/guide/security/session-properties',
  '/cloud/guide/sharing': '/cp/guide/sharing',
  // Cloud pages the published site regrouped into folders this site does not use.
  '/cp/guide/account/billing': '/cp/guide/billing',
  '/cp/guide/collaboration/manage-members-roles': '/cp/guide/manage-members-roles',
  '/cp/guide/collaboration/role-permissions': '/cp/guide/manage-members-roles',
  // Open-source pages.
  '/oss/guide/knowledge/overview': '/oss/guide/knowledge',
  // Interim Wren Engine pages, linked from the archived Canner/wren-engine README, now Wren AI Core pages.
  '/oss/engine': '/oss/introduction',
  '/oss/engine/concept/what_is_context': '/oss/concepts/what_is_context',
  '/oss/engine/get_started/installation': '/oss/get_started/installation',
  '/oss/engine/guide/modeling/wren_project': '/oss/guides/project',
  '/oss/engine/guide/profiles': '/oss/guides/connect',
  // Wren AI Core pages that moved: this site's earlier routes, and addresses the product's docs/core used before wren-v0.13.3.
  '/oss/concepts/architecture': '/oss/reference/architecture',
  '/oss/concepts/knowledge_management': '/oss/concepts/agent_learning',
  '/oss/concepts/memory': '/oss/concepts/memory_system',
  '/oss/concepts/skills': '/oss/reference/skills',
  '/oss/guides/connect/athena': '/oss/guides/connect',
  '/oss/guides/connect/bigquery': '/oss/guides/connect',
  '/oss/guides/connect/clickhouse': '/oss/guides/connect',
  '/oss/guides/connect/databricks': '/oss/guides/connect',
  '/oss/guides/connect/duckdb': '/oss/guides/connect',
  '/oss/guides/connect/mysql': '/oss/guides/connect',
  '/oss/guides/connect/oracle': '/oss/guides/connect',
  '/oss/guides/connect/overview': '/oss/guides/connect',
  '/oss/guides/connect/postgresql': '/oss/guides/connect',
  '/oss/guides/connect/redshift': '/oss/guides/connect',
  '/oss/guides/connect/snowflake': '/oss/guides/connect',
  '/oss/guides/connect/spark': '/oss/guides/connect',
  '/oss/guides/connect/sqlserver': '/oss/guides/connect',
  '/oss/guides/connect/trino': '/oss/guides/connect',
  '/oss/guides/dbt': '/oss/guides/dbt-integration',
  '/oss/guides/memory': '/oss/guides/refine',
  '/oss/guides/migrate-to-v5': '/oss/reference/migration',
  '/oss/guides/modeling': '/oss/guides/model',
  '/oss/guides/modeling/cube': '/oss/guides/cubes',
  '/oss/guides/modeling/model': '/oss/guides/models',
  '/oss/guides/modeling/overview': '/oss/guides/model',
  '/oss/guides/modeling/relation': '/oss/guides/relationships',
  '/oss/guides/modeling/view': '/oss/guides/views',
  '/oss/guides/modeling/wren_project': '/oss/guides/project',
  '/oss/guides/profiles': '/oss/guides/connect',
  '/oss/reference/profile_yaml': '/oss/guides/connect',
  // Wren AI Core pages renamed to the addresses of the Core docs' own sync (docs/core/.sync.yml).
  '/oss/get_started/quickstart_with_agent': '/oss/get_started/quickstart-with-agent',
};

/** Every address the hosts send on: the table above and each GenBI Classic page's /oss/genbi address (generated). */
export const SITE_REDIRECTS: Readonly<Record<string, string>> = { ...REDIRECTS, ...GENBI_REDIRECTS };

/** The page a former address now lives at, if it is one: '/cloud/guide/sharing/' → '/cp/guide/sharing'. */
export function redirectTarget(path: string, table: Readonly<Record<string, string>> = SITE_REDIRECTS): string | undefined {
  const clean = path
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/(.)\/+$/, '$1');
  return Object.hasOwn(table, clean) ? table[clean] : undefined;
}

/** Every redirect whose target is not a page or route of this site, as 'from → to: why'. */
export function brokenRedirects(exists: (path: string) => boolean, table: Readonly<Record<string, string>> = SITE_REDIRECTS): string[] {
  return Object.entries(table).flatMap(([from, to]) => {
    if (Object.hasOwn(table, to)) return [`redirect ${from} → ${to}: the target is itself redirected; point at the page`];
    if (exists(from)) return [`redirect ${from} → ${to}: ${from} is a page here, so the redirect would hide it`];
    return exists(to) ? [] : [`redirect ${from} → ${to}: no page at ${to}`];
  });
}

/** Netlify and Cloudflare Pages `_redirects`: one permanent redirect a line. */
export function netlifyRedirects(table: Readonly<Record<string, string>> = SITE_REDIRECTS): string {
  return [
    '# Generated by scripts/build/write-host-config.ts from lib/hosting/redirects.ts: change that, not this file.',
    ...Object.entries(table).map(([from, to]) => `${from} ${to} 301`),
    '',
  ].join('\n');
}

/** The `redirects` of vercel.json. */
export function vercelRedirects(
  table: Readonly<Record<string, string>> = SITE_REDIRECTS,
): { source: string; destination: string; permanent: true }[] {
  return Object.entries(table).map(([source, destination]) => ({ source, destination, permanent: true }));
}

/** Lines of nginx `location =` blocks returning 301, each with the headers every answer carries. */
export function nginxRedirects(headerLines: string[], table: Readonly<Record<string, string>> = SITE_REDIRECTS): string[] {
  return Object.entries(table).flatMap(([from, to]) => [
    `    location = ${from} {`,
    `        return 301 ${to}$is_args$args;`,
    ...headerLines,
    '    }',
    '',
  ]);
}
