import type { SidebarsConfig } from '../lib/content/sidebar';

/**
 * The order of every sidebar, in one place. An entry is a page id (its route without the edition
 * prefix), a folder (`dir`: its pages ordered by their `sidebar_position`), or a group of entries.
 * Every page under /cp and /oss must appear exactly once; the build says which are missing.
 */
const sidebars: SidebarsConfig = {
  cloud: {
    label: 'Wren AI Cloud',
    root: 'cp',
    items: [
      'overview',
      'privacy',
      { label: 'Getting started', dir: 'getting_started', collapsed: false },
      {
        label: 'Guides',
        collapsed: false,
        items: [
          { label: 'Ask and answer', dir: 'guide/home' },
          {
            label: 'Modeling',
            items: [
              'guide/modeling/overview',
              'guide/modeling/models',
              'guide/modeling/views',
              'guide/modeling/relationships',
              'guide/modeling/cf',
              'guide/modeling/cf_list',
              'guide/modeling/model_metadata',
              'guide/modeling/schema_change',
              'guide/modeling-ai-assistant',
              'guide/pre-built-metrics',
              'guide/dbt',
              'guide/dbt-reference',
            ],
          },
          { label: 'Knowledge', dir: 'guide/knowledge' },
          { label: 'Connect data sources', dir: 'guide/connect' },
          { label: 'Import data', dir: 'guide/import' },
          { label: 'Integrations', items: ['guide/integrations/excel-add-in', 'guide/integrations/google-add-on', 'guide/slack'] },
          { label: 'Boilerplates', dir: 'guide/boilerplates' },
          {
            label: 'Security',
            items: [
              'guide/data-security',
              'guide/security/rls',
              'guide/security/rls-examples',
              'guide/security/cls',
              'guide/security/cls-examples',
              'guide/security/session-properties',
              'guide/security/api',
            ],
          },
          { label: 'API access', dir: 'guide/api-access' },
          { label: 'Bring your own LLM', dir: 'guide/byo_llm' },
          { label: 'Settings', dir: 'guide/settings' },
          {
            label: 'Account and collaboration',
            items: [
              'guide/account',
              'guide/billing',
              'guide/manage-members-roles',
              'guide/collaborate-folders',
              'guide/sharing',
              'guide/spreadsheet',
              'guide/change-lang',
              'guide/change-tz',
            ],
          },
        ],
      },
    ],
  },
  core: {
    label: 'Wren AI Core',
    root: 'oss',
    folders: ['introduction', 'get_started', 'concepts', 'guides', 'reference', 'sdk'],
    pages: ['overview/introduction'],
    items: [
      'overview/introduction',
      'introduction',
      { label: 'Get started', dir: 'get_started', collapsed: false },
      { label: 'Concepts', dir: 'concepts' },
      { label: 'Guides', dir: 'guides', collapsed: false },
      { label: 'Reference', dir: 'reference' },
      { label: 'SDK', dir: 'sdk' },
      { label: 'Changelog', href: '/oss/releases' },
    ],
  },
  oss: {
    label: 'Wren GenBI Classic',
    root: 'oss',
    items: [
      { label: 'About Wren AI', dir: 'overview', collapsed: false },
      'installation',
      { label: 'Getting started', dir: 'getting_started', collapsed: false },
      { label: 'Concepts', dir: 'concept' },
      {
        label: 'Guides',
        collapsed: false,
        items: [
          { label: 'Ask and answer', dir: 'guide/home' },
          { label: 'Modeling', dir: 'guide/modeling' },
          {
            label: 'Knowledge',
            items: ['guide/knowledge', 'guide/knowledge/instructions', 'guide/knowledge/question-sql-pairs'],
          },
          { label: 'Connect data sources', dir: 'guide/connect' },
          { label: 'Settings', dir: 'guide/settings' },
          { label: 'Management', dir: 'guide/management' },
          'guide/integrations',
          'guide/api-access/history',
          'guide/boilerplates/overview',
        ],
      },
      { label: 'AI service', dir: 'ai_service/guide' },
      {
        label: 'Wren Engine',
        items: [
          { label: 'Engine concepts', dir: 'engine/concept' },
          { label: 'Engine tutorials', dir: 'engine/get_started' },
          { label: 'Engine guides', dir: 'engine/guide', folders: { modeling: 'More modeling' } },
          { label: 'Engine reference', dir: 'engine/reference' },
          { label: 'API reference', href: '/oss/wren_engine_api' },
        ],
      },
      { label: 'Changelog', href: '/oss/releases' },
    ],
  },
};

export default sidebars;
