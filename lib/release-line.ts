/**
 * Which release line the open-source pages describe. The pages under /oss describe Wren GenBI Classic,
 * except the folders of Wren AI Core (the `wren` CLI on WrenAI's main branch), which the product's own
 * README and CLI link to.
 */
export const CORE_PREFIXES = ['/oss/introduction', '/oss/get_started', '/oss/concepts', '/oss/guides', '/oss/reference', '/oss/sdk'] as const;

/** The release the GenBI Classic pages describe (Canner/WrenAI@0.29.2:docker/.env.example). */
export const CLASSIC = { name: 'Wren GenBI Classic', version: '0.29.2', engine: '0.22.0', branch: 'legacy/v1' } as const;

/** The page that says what changed upstream in 2026. */
export const WHAT_CHANGED_ROUTE = '/oss/overview/what_changed_2026';

/** Whether a route is under a prefix: the prefix itself or a page below it ('/oss/guides' is not '/oss/guide'). */
const under = (route: string, prefix: string) => route === prefix || route.startsWith(`${prefix}/`);

/** Whether a page describes GenBI Classic and so carries the version notice: under /oss, outside Core, not the What changed page. */
export function showsClassicNotice(route: string): boolean {
  return under(route, '/oss') && !CORE_PREFIXES.some((prefix) => under(route, prefix)) && route !== WHAT_CHANGED_ROUTE;
}
