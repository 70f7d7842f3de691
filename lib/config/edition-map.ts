/**
 * The same idea in the other editions, for the edition dropdown: a row lists, for each edition (a sidebar of
 * content/sidebars.ts: 'cloud', 'oss' for GenBI Classic, 'core'), the pages that cover that idea there.
 * Switching from any page of a row opens the first page the row lists for the edition chosen; a page listed
 * by several rows goes by the first. Cloud and GenBI Classic pages at the same path (/cp/x and /oss/x) need
 * no row: the same path wins over the table (lib/config/edition-counterpart.ts). An edition a row leaves out,
 * or a page no row lists, opens that edition's start page.
 */
export type EditionRow = Readonly<Partial<Record<string, readonly string[]>>>;

const connectPages = (root: string, sources: string) => sources.split(' ').map((source) => `/${root}/guide/connect/${source}`);
const cloudSources = connectPages(
  'cp',
  'athena bigquery clickhouse csv duckdb mysql neon oracle postgresql redshift snowflake sqlserver supabase trino',
);
const classicSources = connectPages(
  'oss',
  'athena bigquery clickhouse databricks duckdb mysql oracle postgresql redshift snowflake sqlserver trino',
);

export const EDITION_MAP: readonly EditionRow[] = [
  // What the edition is.
  {
    cloud: ['/cp/overview'],
    oss: ['/oss/overview/genbi_classic'],
    core: ['/oss/introduction', '/oss/overview/introduction'],
  },
  { oss: ['/oss/installation'], core: ['/oss/get_started/installation'] },
  {
    cloud: ['/cp/getting_started/create_project'],
    oss: ['/oss/getting_started/own_data'],
    core: ['/oss/get_started/connect'],
  },
  {
    cloud: ['/cp/getting_started/sample_data/ecommerce'],
    oss: ['/oss/getting_started/sample_data', '/oss/getting_started/sample_data/ecommerce', '/oss/getting_started/sample_data/hr'],
    core: ['/oss/get_started/quickstart'],
  },
  {
    cloud: ['/cp/guide/connect/overview', ...cloudSources, '/cp/guide/settings/ds_settings'],
    oss: ['/oss/guide/connect/overview', ...classicSources, '/oss/guide/settings/ds_settings'],
    core: ['/oss/guides/connect'],
  },
  // Modeling: the app's Modeling page, the engine's MDL guides and Core's project files describe the same model.
  {
    cloud: ['/cp/guide/modeling/overview'],
    oss: ['/oss/guide/modeling/overview', '/oss/engine/guide/overview'],
    core: ['/oss/guides/model'],
  },
  {
    cloud: ['/cp/guide/modeling/models'],
    oss: ['/oss/guide/modeling/models', '/oss/engine/guide/model'],
    core: ['/oss/guides/models'],
  },
  {
    cloud: ['/cp/guide/modeling/relationships'],
    oss: ['/oss/guide/modeling/relationships', '/oss/engine/guide/relation', '/oss/engine/guide/to_many_without_agg'],
    core: ['/oss/guides/relationships'],
  },
  {
    cloud: ['/cp/guide/modeling/views'],
    oss: ['/oss/guide/modeling/views', '/oss/engine/guide/view'],
    core: ['/oss/guides/views'],
  },
  {
    cloud: ['/cp/guide/modeling/cf', '/cp/guide/modeling/cf_list'],
    oss: ['/oss/guide/modeling/calculated-fields', '/oss/engine/guide/modeling/calculated'],
    core: ['/oss/guides/models'],
  },
  { cloud: ['/cp/guide/modeling-ai-assistant'], oss: ['/oss/guide/modeling/modeling-ai-assistant'] },
  { cloud: ['/cp/guide/dbt', '/cp/guide/dbt-reference'], core: ['/oss/guides/dbt-integration'] },
  // Knowledge in the app is Core's memory: rules and confirmed question-SQL pairs.
  {
    cloud: ['/cp/guide/knowledge/overview', '/cp/guide/knowledge/instructions', '/cp/guide/knowledge/question-sql-pairs'],
    oss: ['/oss/guide/knowledge', '/oss/guide/knowledge/instructions', '/oss/guide/knowledge/question-sql-pairs'],
    core: ['/oss/guides/refine', '/oss/concepts/memory_system'],
  },
  {
    cloud: ['/cp/guide/settings/pj_settings'],
    oss: ['/oss/guide/management/project', '/oss/guide/settings/pj_settings'],
    core: ['/oss/guides/manage_project', '/oss/guides/project'],
  },
  { cloud: ['/cp/guide/manage-members-roles'], oss: ['/oss/guide/management/org'] },
  { cloud: ['/cp/guide/change-tz'], oss: ['/oss/guide/settings/change-tz'] },
  { cloud: ['/cp/guide/byo_llm/overview'], oss: ['/oss/ai_service/guide/custom_llm'] },
  // Concepts and reference.
  {
    oss: ['/oss/overview/how_wrenai_works', '/oss/concept/wren_engine', '/oss/concept/wren_ai_service'],
    core: ['/oss/reference/architecture'],
  },
  { oss: ['/oss/engine/concept/what_is_mdl'], core: ['/oss/concepts/what_is_mdl'] },
  { oss: ['/oss/engine/concept/benefits_llm'], core: ['/oss/concepts/benefits_llm'] },
  { oss: ['/oss/engine/concept/what_is_semantics'], core: ['/oss/concepts/what_is_context'] },
  { oss: ['/oss/engine/reference/fields_types', '/oss/engine/reference/config'], core: ['/oss/reference/mdl'] },
  {
    oss: ['/oss/engine/get_started/quickstart', '/oss/engine/get_started/adv_tutorial', '/oss/engine/guide/init'],
    core: ['/oss/get_started/quickstart'],
  },
  { oss: ['/oss/overview/cloud_vs_self_host'], core: ['/oss/concepts/oss_vs_commercial'] },
  { oss: ['/oss/overview/what_changed_2026'], core: ['/oss/reference/migration'] },
];
