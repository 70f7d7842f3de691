/** The entry points the home page offers, in order. */
export const HOME_SECTIONS = [
  {
    title: 'Wren AI Cloud',
    href: '/cp/overview',
    text: 'The hosted edition: connect a warehouse, model it, ask questions in plain language, and share answers, charts and dashboards with your team.',
    links: [
      { label: 'Create an organization', href: '/cp/getting_started/create_organization' },
      { label: 'Connect a data source', href: '/cp/guide/connect/overview' },
      { label: 'Call the API', href: '/cp/guide/api-access/overview' },
    ],
  },
  {
    title: 'Wren AI Open Source',
    href: '/oss/overview/introduction',
    text: 'The self-hosted edition: run the UI, AI service and Wren Engine on your own machines with the LLM of your choice.',
    links: [
      { label: 'Install with Docker', href: '/oss/installation' },
      { label: 'Configure a custom LLM', href: '/oss/ai_service/guide/custom_llm' },
      { label: 'What is MDL?', href: '/oss/engine/concept/what_is_mdl' },
    ],
  },
] as const;
