/** Algolia settings: the app id, a search-only key and the index. Public by design: never an admin key. */
export interface AlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Hosts to use instead of Algolia's own, e.g. a proxy: 'search.example.com' or 'http://127.0.0.1:8080'. */
  hosts?: string[];
}

export interface SearchConfig {
  algolia?: AlgoliaConfig;
  /** An OpenAI-compatible chat-completions URL for Ask AI answers. */
  askAiEndpoint?: string;
  askAiModel?: string;
}

/** What the host page may set before the site's scripts run, to configure services without a rebuild. */
export interface RuntimeConfig {
  algolia?: Partial<AlgoliaConfig>;
  askAiEndpoint?: string;
  askAiModel?: string;
}

function completeAlgolia(value: Partial<AlgoliaConfig> | undefined): AlgoliaConfig | undefined {
  if (!value?.appId || !value.apiKey || !value.indexName) return undefined;
  return { appId: value.appId, apiKey: value.apiKey, indexName: value.indexName, hosts: value.hosts?.length ? value.hosts : undefined };
}

/**
 * The search settings: build-time environment, overridden field by field by `window.WREN_CONFIG`.
 * Algolia counts as configured only with all three of app id, key and index name.
 */
export function resolveSearchConfig(env: Record<string, string | undefined>, runtime: RuntimeConfig | undefined): SearchConfig {
  const fromEnv: Partial<AlgoliaConfig> = {
    appId: env.NEXT_PUBLIC_ALGOLIA_APP_ID,
    apiKey: env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY,
    indexName: env.NEXT_PUBLIC_ALGOLIA_INDEX,
    hosts: env.NEXT_PUBLIC_ALGOLIA_HOSTS?.split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  };
  return {
    algolia: completeAlgolia({
      ...fromEnv,
      ...Object.fromEntries(Object.entries(runtime?.algolia ?? {}).filter(([, v]) => v !== undefined)),
    }),
    askAiEndpoint: runtime?.askAiEndpoint || env.NEXT_PUBLIC_ASK_AI_ENDPOINT || undefined,
    askAiModel: runtime?.askAiModel || env.NEXT_PUBLIC_ASK_AI_MODEL || undefined,
  };
}

/** The Algolia index name the records are pushed to and searched in. */
export const DEFAULT_INDEX_NAME = 'wren-ai-docs';
