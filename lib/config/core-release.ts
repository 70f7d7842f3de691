/**
 * The Wren AI Core release the Core pages describe: a `wren-v*` tag of Canner/WrenAI. `npm run core:refresh`
 * rewrites this line when the docs move to another tag (scripts/tools/core-refresh.ts); nothing else names it.
 */
export const CORE = { name: 'Wren AI Core', tag: 'wren-v0.13.3', version: '0.13.3' } as const;
