/** What a page view reports: no cookies, no identifiers. */
export interface PageView {
  path: string;
  title: string;
  referrer: string;
}

/**
 * Where page views go: the build-time setting, or one a host page defines at run time in
 * `window.WREN_ANALYTICS_ENDPOINT` (for a tag manager). Undefined means nothing is sent.
 */
export function analyticsEndpoint(buildTime: string | undefined, runtime: unknown): string | undefined {
  if (typeof runtime === 'string' && runtime) return runtime;
  return buildTime || undefined;
}
