/**
 * What the home page offers, in order. Every step and command is taken from the page it links to
 * (content/cp/getting_started/*, content/oss/installation.md, content/oss/getting_started/*), which
 * list their sources; a unit test checks that every href is a page and every command is on its page.
 */
export interface StartStep {
  text: string;
  href?: string;
  /** Shell lines, copied as they stand on the linked page. */
  code?: string;
}

export interface StartPath {
  id: string;
  edition: string;
  title: string;
  text: string;
  steps: StartStep[];
  /** Where the steps are explained in full. */
  cta: { label: string; href: string };
}

export const START_PATHS: StartPath[] = [
  {
    id: 'cloud',
    edition: 'Wren AI Cloud',
    title: 'Start in the cloud',
    text: 'Hosted by Wren AI: nothing to install.',
    steps: [
      { text: 'Sign in at cloud.getwren.ai.', href: 'https://cloud.getwren.ai' },
      { text: 'Create an organization; it comes with a default project.', href: '/cp/getting_started/create_organization' },
      { text: 'Create a project, or open the default one, and connect its data source.', href: '/cp/getting_started/create_project' },
    ],
    cta: { label: 'Create an organization', href: '/cp/getting_started/create_organization' },
  },
  {
    id: 'core',
    edition: 'Open source: Wren AI Core',
    title: 'Give your agent context',
    text: 'The current open source: the wren CLI for your own AI agents.',
    steps: [
      {
        text: 'Install the CLI with the extra for your database (here PostgreSQL):',
        href: '/oss/get_started/installation',
        code: ['python3 -m venv ~/.venvs/wren', 'source ~/.venvs/wren/bin/activate', 'pip install "wrenai[postgres,memory,ui]"'].join('\n'),
      },
      { text: 'Build the sample project and answer a first question.', href: '/oss/get_started/quickstart' },
      { text: 'Or let your coding agent set it up with the Wren skill.', href: '/oss/get_started/quickstart-with-agent' },
    ],
    cta: { label: 'Start with Wren AI Core', href: '/oss/introduction' },
  },
  {
    id: 'oss',
    edition: 'Open source: GenBI Classic 0.29.2 (legacy)',
    title: 'Run the chat app yourself',
    text: 'Self-hosted with Docker and your own LLM key.',
    steps: [
      {
        text: 'Download and run the launcher (Linux x86-64; macOS and Windows are on the install page):',
        href: '/oss/installation',
        code: [
          'WREN_VERSION=0.29.2',
          'ASSET=wren-launcher-linux.tar.gz',
          'curl -L -o "$ASSET" "https://github.com/Canner/WrenAI/releases/download/${WREN_VERSION}/${ASSET}"',
          'tar -xzf "$ASSET"',
          './"${ASSET%.tar.gz}"',
        ].join('\n'),
      },
      { text: 'Answer its prompts: LLM provider, OpenAI API key, model. It opens http://localhost:3000.' },
      { text: 'On the welcome screen, load the E-commerce sample and ask a suggested question.', href: '/oss/getting_started/sample_data' },
    ],
    cta: { label: 'Install and run the quickstart', href: '/oss/installation' },
  },
];

export type ProductIcon = 'ask' | 'model' | 'connect' | 'secure' | 'api' | 'engine';

export const PRODUCT_TILES: { icon: ProductIcon; title: string; text: string; href: string }[] = [
  { icon: 'ask', title: 'Ask questions', text: 'Ask in plain language and get SQL, an answer and a chart.', href: '/cp/guide/home/ask' },
  {
    icon: 'model',
    title: 'Model your data',
    text: 'Turn tables into models, relationships and calculated fields.',
    href: '/cp/guide/modeling/overview',
  },
  {
    icon: 'connect',
    title: 'Connect a database',
    text: 'BigQuery, Snowflake, PostgreSQL and more, with a read-only account.',
    href: '/cp/guide/connect/overview',
  },
  { icon: 'secure', title: 'Secure data', text: 'Show each user only the rows and columns they may see.', href: '/cp/guide/data-security' },
  {
    icon: 'api',
    title: 'API',
    text: 'Turn questions into SQL, results and charts in your own app.',
    href: '/cp/guide/api-access/overview',
  },
  {
    icon: 'engine',
    title: 'Wren Engine',
    text: 'The semantic engine that runs the MDL manifest behind every answer.',
    href: '/oss/engine/concept/what_is_mdl',
  },
];

export const POPULAR_LINKS: { label: string; href: string }[] = [
  { label: 'Connect BigQuery', href: '/cp/guide/connect/bigquery' },
  { label: 'Add a relationship', href: '/cp/guide/modeling/relationships' },
  { label: 'Row-level security', href: '/cp/guide/security/rls' },
  { label: 'Wren Engine API', href: '/oss/wren_engine_api' },
];
