/**
 * The products of the open-source changelog and the groups its changes come in: what both the changelog (changelog.ts)
 * and its schema (changelog-schema.ts) need, here so that neither imports the other.
 */

export const PRODUCTS = {
  core: { label: 'Wren AI Core', short: 'Core', tag: (version: string) => `wren-v${version}` },
  classic: { label: 'GenBI Classic', short: 'GenBI Classic', tag: (version: string) => version },
} as const;
export type Product = keyof typeof PRODUCTS;

export const CHANGE_GROUPS = [
  { key: 'new', label: 'New' },
  { key: 'improved', label: 'Improved' },
  { key: 'fixed', label: 'Fixed' },
] as const;
