import path from 'node:path';
import { Validator } from '@cfworker/json-schema';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import mdlSchema from '@/lib/engine-mdl/engine-mdl.schema.json';
import { schemaProblems } from '@/lib/engine-mdl/check-manifest';
import { readContentFiles } from '@/lib/content/load';
import { needsSources } from '@/lib/content/sources';
import { readManifest, readPageHtml } from '@/lib/content/read-output';
import { builtPages } from '@/test/support/built-content';

/** Every route the cloud and open-source issues ask for. */
const CLOUD = [
  'overview',
  'privacy',
  ...['create_organization', 'create_project', 'sample_data/ecommerce'].map((p) => `getting_started/${p}`),
  ...[
    'account',
    'billing',
    'change-lang',
    'change-tz',
    'collaborate-folders',
    'data-security',
    'dbt',
    'dbt-reference',
    'manage-members-roles',
    'modeling-ai-assistant',
    'pre-built-metrics',
    'sharing',
    'slack',
    'spreadsheet',
  ].map((p) => `guide/${p}`),
  ...['overview', 'keys', 'org-api-keys', 'project-api-keys', 'quick-start', 'billing', 'history'].map((p) => `guide/api-access/${p}`),
  ...['overview', 'facebook-marketing', 'google-ads', 'google-analytics-4', 'hubspot', 'stripe', 'woocommerce'].map(
    (p) => `guide/boilerplates/${p}`,
  ),
  ...['overview', 'bedrock', 'openai', 'vertex'].map((p) => `guide/byo_llm/${p}`),
  ...[
    'athena',
    'bigquery',
    'clickhouse',
    'csv',
    'duckdb',
    'mysql',
    'neon',
    'oracle',
    'overview',
    'postgresql',
    'redshift',
    'snowflake',
    'sqlserver',
    'supabase',
    'trino',
  ].map((p) => `guide/connect/${p}`),
  ...['ask', 'answer', 'adjust_column', 'chart', 'dashboard', 'dashboard-cache', 'sql-breakdown', 'wren_sql'].map((p) => `guide/home/${p}`),
  ...['airtable', 'gsheet', 'mysql'].map((p) => `guide/import/${p}`),
  ...['excel-add-in', 'google-add-on'].map((p) => `guide/integrations/${p}`),
  ...['overview', 'instructions', 'question-sql-pairs'].map((p) => `guide/knowledge/${p}`),
  ...['overview', 'models', 'views', 'relationships', 'cf', 'cf_list', 'model_metadata', 'schema_change'].map((p) => `guide/modeling/${p}`),
  ...['api', 'cls', 'cls-examples', 'rls', 'rls-examples', 'session-properties'].map((p) => `guide/security/${p}`),
  ...['ds_settings', 'pj_settings'].map((p) => `guide/settings/${p}`),
].map((p) => `/cp/${p}`);

const OSS = [
  ...['introduction', 'cloud_vs_self_host', 'how_wrenai_works', 'telemetry'].map((p) => `overview/${p}`),
  'installation',
  ...['own_data', 'sample_data', 'sample_data/ecommerce', 'sample_data/hr'].map((p) => `getting_started/${p}`),
  ...['security', 'wren_ai_service', 'wren_engine'].map((p) => `concept/${p}`),
  ...['custom_llm', 'customization', 'good_practices', 'langfuse_setup'].map((p) => `ai_service/guide/${p}`),
  ...['benefits_llm', 'what_is_mdl', 'what_is_semantics'].map((p) => `engine/concept/${p}`),
  ...['quickstart', 'adv_tutorial'].map((p) => `engine/get_started/${p}`),
  ...['init', 'dynamic_query', 'model', 'overview', 'relation', 'to_many_without_agg', 'view', 'modeling/calculated'].map(
    (p) => `engine/guide/${p}`,
  ),
  ...['config', 'fields_types'].map((p) => `engine/reference/${p}`),
  'guide/api-access/history',
  'guide/boilerplates/overview',
  ...[
    'athena',
    'bigquery',
    'clickhouse',
    'duckdb',
    'mysql',
    'oracle',
    'overview',
    'postgresql',
    'redshift',
    'snowflake',
    'sqlserver',
    'trino',
  ].map((p) => `guide/connect/${p}`),
  ...['adjust_answer', 'answer', 'ask', 'chart', 'dashboard', 'dashboard-cache', 'download_csv', 'wren_sql'].map((p) => `guide/home/${p}`),
  'guide/integrations',
  'guide/knowledge',
  'guide/management/org',
  'guide/management/project',
  ...['overview', 'models', 'views', 'relationships', 'calculated-fields', 'modeling-ai-assistant'].map((p) => `guide/modeling/${p}`),
  ...['change-tz', 'ds_settings', 'pj_settings'].map((p) => `guide/settings/${p}`),
].map((p) => `/oss/${p}`);

const MIN_WORDS = 250;
const PLACEHOLDER = /lorem ipsum|\bTODO\b|\bTBD\b|coming soon/i;

const manifest = readManifest();
const pages = builtPages();
const pageByRoute = new Map(pages.map((page) => [page.route, page]));

const mdlValidator = new Validator(mdlSchema as object, '2020-12', false);
/** What is wrong with an MDL manifest under Wren Engine's schema, by the site's one MDL validator. */
const mdlProblems = (value: unknown) => schemaProblems(mdlValidator, value);

describe.each([
  ['cloud', CLOUD],
  ['open-source', OSS],
])('%s docs', (_, routes) => {
  it.each(routes)('%s is a complete page', (route) => {
    const page = manifest.pages.find((candidate) => candidate.route === route);
    expect(page, `no content file for ${route}`).toBeDefined();
    expect(page!.title.length).toBeGreaterThan(2);
    expect(page!.description?.length ?? 0, `${page!.file}: description`).toBeGreaterThan(20);
    expect(
      page!.toc.some((heading) => heading.depth === 2),
      `${page!.file}: no h2`,
    ).toBe(true);
    expect(page!.wordCount, `${page!.file}: words`).toBeGreaterThanOrEqual(MIN_WORDS);
    const html = readPageHtml(route);
    expect(html.replace(/<[^>]+>/g, ' ').match(PLACEHOLDER)?.[0], `${page!.file}: placeholder text`).toBeUndefined();
    for (const block of pageByRoute.get(route)!.codeBlocks) {
      const where = `${page!.file}:${block.line}`;
      if (block.lang === 'json') expect(() => JSON.parse(block.code), where).not.toThrow();
      if (block.lang === 'yaml' || block.lang === 'yml') {
        expect(
          parseAllDocuments(block.code)
            .flatMap((doc) => ('errors' in doc ? doc.errors : []))
            .map(String),
          where,
        ).toEqual([]);
      }
      if (block.flags.includes('mdl')) {
        expect(mdlProblems(JSON.parse(block.code)), `${where}: MDL manifest`).toEqual([]);
      }
    }
  });
});

describe('every published page', () => {
  it('has the pages the issues list, and the build a page for every content file', () => {
    expect(manifest.pages.length).toBeGreaterThanOrEqual(CLOUD.length + OSS.length);
    const files = readContentFiles(path.resolve('content'), 'content');
    expect(manifest.pages.length + manifest.releases.length).toBe(files.length);
    expect(new Set(manifest.pages.map((p) => p.route)).size).toBe(manifest.pages.length);
  });

  it('has JSON and YAML blocks that parse and MDL manifests that validate, on every page and release note', () => {
    const failures: string[] = [];
    for (const { route, codeBlocks } of pages) {
      for (const block of codeBlocks) {
        try {
          if (block.lang === 'json' || block.flags.includes('mdl')) {
            const value = JSON.parse(block.code);
            if (block.flags.includes('mdl') && mdlProblems(value).length) failures.push(`${route}:${block.line}: ${mdlProblems(value)[0]}`);
          }
          if (block.lang === 'yaml' && parseAllDocuments(block.code).some((doc) => 'errors' in doc && doc.errors.length))
            failures.push(`${route}:${block.line}: YAML`);
        } catch (error) {
          failures.push(`${route}:${block.line}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('lists sources on every page of the connection, configuration, API and engine sections', () => {
    const missing = manifest.pages.filter((page) => needsSources(page.route) && !page.sources.length).map((page) => page.file);
    expect(missing).toEqual([]);
  });

  it('counts at least one MDL manifest validated against the schema', () => {
    const manifests = pages.flatMap((page) => page.codeBlocks).filter((block) => block.flags.includes('mdl'));
    expect(manifests.length).toBeGreaterThan(5);
  });
});

describe('the MDL schema', () => {
  const base = {
    catalog: 'wren',
    schema: 'ecommerce',
    models: [{ name: 'orders', tableReference: { table: 'orders' }, columns: [{ name: 'id', type: 'integer' }], primaryKey: 'id' }],
  };
  it('accepts a minimal manifest and rejects typos and missing required fields', () => {
    expect(mdlProblems(base)).toEqual([]);
    expect(mdlProblems({ schema: base.schema, models: base.models })).toEqual(['/: does not have required property "catalog"']);
    expect(mdlProblems({ ...base, models: [{ ...base.models[0], colums: [] }] })).not.toEqual([]);
    expect(mdlProblems({ ...base, models: [{ ...base.models[0], columns: [{ name: 'id' }] }] })).not.toEqual([]);
    expect(
      mdlProblems({ ...base, relationships: [{ name: 'r', models: ['a'], joinType: 'ONE_TO_MANY', condition: 'a.x = b.x' }] }),
    ).not.toEqual([]);
  });
});
