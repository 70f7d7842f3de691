import { formatDate } from './list';

/**
 * What the open-source edition (github.com/Canner/WrenAI) added in each of its releases, for readers
 * who want a sourced history of Wren AI features. These are OPEN-SOURCE releases: their numbers are
 * a separate track from the Wren AI Cloud versions of the release notes (the open-source edition has
 * a 0.20.0, for one), so none of this may be presented as a cloud version's changes.
 *
 * How each entry was checked: `date` is the commit date (UTC+8, as the tagged commit records it) of
 * the git tag, from `git log -1 --format=%ci <tag>`; each highlight paraphrases `feat` commit
 * subjects between the previous entry's tag and this tag, with the pull request numbers they cite.
 */
export interface OssRelease {
  /** The git tag in Canner/WrenAI. */
  version: string;
  /** YYYY-MM-DD: commit date of the tagged commit. */
  date: string;
  /** The tag the comparison starts from. */
  previous: string;
  /** What the release added, each with its pull request numbers; empty when the tag has no feature commits. */
  highlights: { text: string; prs: number[] }[];
  /** Patch tags of this minor line, with their commit dates. */
  patches?: { version: string; date: string }[];
}

const REPOSITORY = 'https://github.com/Canner/WrenAI';

export const ossTagUrl = (version: string) => `${REPOSITORY}/tree/${version}`;
export const ossCompareUrl = (release: Pick<OssRelease, 'version' | 'previous'>) => `${REPOSITORY}/compare/${release.previous}...${release.version}`;
export const ossPullUrl = (pr: number) => `${REPOSITORY}/pull/${pr}`;

/** The timeline sits on the first release list page, under this heading id. */
export const OSS_TIMELINE_ID = 'open-source-releases';
export const OSS_TIMELINE_TITLE = 'Open-source release timeline';

/** The id of an open-source release's heading: 'oss-0-24-0'. Patch versions point at their minor line's entry. */
export const ossAnchor = (version: string) => `oss-${version.replace(/\./g, '-')}`;

export const ossReleaseHeading = (release: Pick<OssRelease, 'version' | 'date'>) => `Open-source ${release.version}, tagged ${formatDate(release.date)}`;

/** A highlight as the timeline lists it: capitalised. */
export const highlightText = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Oldest first, 0.7.0 to 0.29.2. */
export const OSS_RELEASES: OssRelease[] = [
  {
    version: '0.7.0', date: '2024-07-05', previous: '0.6.0',
    highlights: [{ text: 'ClickHouse as a data source', prs: [481] }],
    patches: [{ version: '0.7.1', date: '2024-07-10' }, { version: '0.7.2', date: '2024-07-16' }, { version: '0.7.3', date: '2024-07-17' }, { version: '0.7.4', date: '2024-07-19' }, { version: '0.7.5', date: '2024-08-01' }],
  },
  {
    version: '0.8.0', date: '2024-09-05', previous: '0.7.0',
    highlights: [
      { text: 'Trino as a data source', prs: [] },
      { text: 'answers in languages other than English', prs: [646] },
      { text: 'gpt-4o-mini as a model option', prs: [541] },
      { text: 'a feedback loop and an evaluation framework in the AI service', prs: [261, 525, 544] },
    ],
    patches: [{ version: '0.8.1', date: '2024-10-03' }],
  },
  {
    version: '0.9.0', date: '2024-10-23', previous: '0.8.0',
    highlights: [
      { text: 'AI-written descriptions for models and columns', prs: [716] },
      { text: 'recommended relationships between models', prs: [723] },
      { text: 'a project language setting', prs: [789] },
      { text: 'BigQuery RECORD columns', prs: [701] },
      { text: 'a time-to-live for the query cache', prs: [661] },
    ],
    patches: [{ version: '0.9.1', date: '2024-10-24' }],
  },
  {
    version: '0.10.0', date: '2024-11-07', previous: '0.9.0',
    highlights: [
      { text: 'recommended questions', prs: [830] },
      { text: 'onboarding guides on the Home and Modeling pages', prs: [851, 843] },
      { text: 'descriptions generated in batches for large models', prs: [868] },
      { text: 'a message when no relationship can be recommended', prs: [828] },
    ],
  },
  {
    version: '0.11.0', date: '2024-11-21', previous: '0.10.0',
    highlights: [
      { text: 'Snowflake as a data source', prs: [911] },
      { text: 'recommended questions on Home and for follow-ups, in categories and regenerable', prs: [910, 883] },
      { text: 'descriptions generated in the project language', prs: [905] },
    ],
  },
  {
    version: '0.12.0', date: '2024-12-06', previous: '0.11.0',
    highlights: [
      { text: 'LiteLLM for connecting model providers', prs: [946] },
      { text: 'a copy button on cells of the data preview', prs: [939] },
      { text: 'starting a thread by clicking a recommended question', prs: [960] },
    ],
  },
  {
    version: '0.13.0', date: '2024-12-20', previous: '0.12.0',
    highlights: [
      { text: 'charts in thread answers (beta)', prs: [997] },
      { text: 'text answers written from the query result', prs: [986, 989] },
      { text: 'an adjustable x-axis label angle', prs: [1021] },
    ],
    patches: [{ version: '0.13.1', date: '2024-12-21' }, { version: '0.13.2', date: '2024-12-23' }],
  },
  {
    version: '0.14.0', date: '2025-01-09', previous: '0.13.0',
    highlights: [
      { text: 'pinning a chart to a dashboard', prs: [1090] },
      { text: 'question-SQL pairs in the AI service', prs: [961] },
      { text: 'a check of the OpenAI API key in the launcher', prs: [1043] },
    ],
  },
  {
    version: '0.15.0', date: '2025-01-24', previous: '0.14.0',
    highlights: [
      { text: 'a planning stage in the answer flow', prs: [1222] },
      { text: 'Trino connector improvements', prs: [1207] },
      { text: 'question-SQL pairs stored in the MDL', prs: [1082] },
    ],
    patches: [{ version: '0.15.1', date: '2025-01-25' }, { version: '0.15.2', date: '2025-01-27' }, { version: '0.15.3', date: '2025-02-04' }, { version: '0.15.4', date: '2025-03-04' }],
  },
  {
    version: '0.16.0', date: '2025-03-13', previous: '0.15.0',
    highlights: [
      { text: 'question-SQL pairs managed in the UI and an API for them', prs: [1383, 1372] },
      { text: 'a maximum length for the chat history', prs: [1377] },
      { text: 'LiteLLM embedders', prs: [1247] },
    ],
  },
  {
    version: '0.17.0', date: '2025-03-20', previous: '0.16.0',
    highlights: [
      { text: 'instructions that guide SQL generation', prs: [1376] },
      { text: 'a SQL correction service', prs: [1420] },
      { text: 'the reasoning steps shown in the UI', prs: [1414] },
    ],
  },
  {
    version: '0.18.0', date: '2025-03-28', previous: '0.17.0',
    highlights: [
      { text: 'instructions managed in the UI and through an API', prs: [1433, 1392] },
      { text: 'question-SQL pairs used while answering', prs: [1471] },
    ],
  },
  {
    version: '0.19.0', date: '2025-04-02', previous: '0.18.0',
    highlights: [],
    patches: [{ version: '0.19.1', date: '2025-04-03' }, { version: '0.19.2', date: '2025-04-15' }],
  },
  {
    version: '0.20.0', date: '2025-04-18', previous: '0.19.0',
    highlights: [
      { text: 'editable chart titles on dashboards', prs: [1564] },
      { text: 'Wren SQL generated from SQL in the data source dialect', prs: [1539] },
    ],
  },
  {
    version: '0.21.0', date: '2025-04-25', previous: '0.20.0',
    highlights: [{ text: 'a REST API in the UI service', prs: [1585] }],
  },
  {
    version: '0.22.0', date: '2025-05-05', previous: '0.21.0',
    highlights: [{ text: 'cached dashboard items', prs: [1594] }],
    patches: [{ version: '0.22.1', date: '2025-05-06' }, { version: '0.22.2', date: '2025-05-06' }],
  },
  {
    version: '0.23.0', date: '2025-06-06', previous: '0.22.0',
    highlights: [
      { text: 'SSL for MySQL connections', prs: [1698] },
      { text: 'Oracle connections by DSN', prs: [1716] },
      { text: 'a language option for the /generate_vega_chart API', prs: [1718] },
      { text: 'an endpoint that asks AI to fix a failed SQL query', prs: [1628] },
    ],
  },
  {
    version: '0.24.0', date: '2025-06-20', previous: '0.23.0',
    highlights: [
      { text: 'Amazon Athena as a data source (access keys; OIDC came later, in 0.29.1)', prs: [1754] },
      { text: 'Amazon Redshift as a data source', prs: [1761] },
      { text: 'custom instructions', prs: [1756] },
      { text: 'fallback models when the main model fails', prs: [1739] },
    ],
    patches: [{ version: '0.24.1', date: '2025-06-25' }],
  },
  {
    version: '0.25.0', date: '2025-06-30', previous: '0.24.0',
    highlights: [{ text: 'more REST API endpoints: asking, summaries, streaming, models, and knowledge (instructions and SQL pairs)', prs: [1781] }],
  },
  {
    version: '0.26.0', date: '2025-08-01', previous: '0.25.0',
    highlights: [
      { text: 'instruction scopes', prs: [1854] },
      { text: 'a launcher command that converts a dbt project to an MDL', prs: [1827] },
    ],
  },
  {
    version: '0.27.0', date: '2025-08-08', previous: '0.26.0',
    highlights: [
      { text: 'key-pair authentication for Snowflake', prs: [1865] },
      { text: 'Dutch, Italian, Persian and Arabic as project languages', prs: [1867, 1468, 1732, 1788] },
      { text: 'GPT-5 and GLM-4.5 model configurations', prs: [1875, 1863] },
    ],
  },
  {
    version: '0.28.0', date: '2025-09-17', previous: '0.27.0',
    highlights: [
      { text: 'MySQL and PostgreSQL in the dbt conversion', prs: [1876] },
      { text: 'SQL formatting in the Fix SQL dialog', prs: [1900] },
    ],
  },
  {
    version: '0.29.0', date: '2025-11-13', previous: '0.28.0',
    highlights: [
      { text: 'BigQuery and SQL Server in the dbt conversion', prs: [1965, 1967] },
      { text: 'saving a follow-up answer as a view', prs: [2004] },
    ],
  },
  {
    version: '0.29.1', date: '2025-11-28', previous: '0.29.0',
    highlights: [
      { text: 'OIDC (web identity) authentication for Amazon Athena', prs: [2047] },
      { text: 'Databricks as a data source', prs: [2059] },
      { text: 'Turkish and Azerbaijani as project languages', prs: [2020, 2021] },
    ],
  },
  {
    version: '0.29.2', date: '2026-08-05', previous: '0.29.1',
    highlights: [{ text: 'an entry point in the sidebar for upgrading to Wren AI Cloud', prs: [2644] }],
  },
];

/** The open-source release with this exact number, if there is one. */
export const ossRelease = (version: string): OssRelease | { version: string; date: string; patchOf: OssRelease } | undefined => {
  const exact = OSS_RELEASES.find((release) => release.version === version);
  if (exact) return exact;
  const parent = OSS_RELEASES.find((release) => release.patches?.some((patch) => patch.version === version));
  const patch = parent?.patches?.find((candidate) => candidate.version === version);
  return parent && patch ? { ...patch, patchOf: parent } : undefined;
};
