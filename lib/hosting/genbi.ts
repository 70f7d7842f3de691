/**
 * The live docs site publishes GenBI Classic under /oss/genbi/ (`/oss/genbi/guide/connect/mysql`); here its pages keep
 * the spec's routes (`/oss/guide/connect/mysql`). Each Classic page's /oss/genbi address is sent to it: the entries are
 * generated from the pages of the Classic sidebar (`oss` in content/sidebars.ts) into lib/hosting/genbi-redirects.json
 * by scripts/build/write-host-config.ts, and the content build fails while that file differs from the pages.
 */

/** Where the live site keeps GenBI Classic. */
export const GENBI_ROOT = '/oss/genbi';

/** The sidebar of content/sidebars.ts whose pages are GenBI Classic. */
export const CLASSIC_SIDEBAR = 'oss';

/**
 * A /oss/genbi address whose page here is not at the same path: it goes to the page named instead, once that page is a
 * Classic page. Until then it goes to the page at the same path, like every other address.
 */
export const GENBI_OVERRIDES: Readonly<Record<string, string>> = {
  // /oss/overview/introduction becomes the open-source landing page; the GenBI Classic introduction moves to its own page.
  '/oss/genbi/overview/introduction': '/oss/overview/genbi_classic',
};

/** The live site's address of a Classic page: '/oss/guide/connect/mysql' → '/oss/genbi/guide/connect/mysql'. */
export function genbiAddress(route: string): string {
  if (!route.startsWith('/oss/')) throw new Error(`${route} is not an open-source page: GenBI Classic pages live under /oss/`);
  return `${GENBI_ROOT}/${route.slice('/oss/'.length)}`;
}

/**
 * Every Classic page's /oss/genbi address and where it goes, in address order, plus each override whose page is a
 * Classic page (the address may belong to no Classic page any more: /oss/overview/introduction is the landing page).
 */
export function genbiRedirects(
  classicRoutes: readonly string[],
  overrides: Readonly<Record<string, string>> = GENBI_OVERRIDES,
): Record<string, string> {
  const pages = new Set(classicRoutes);
  const table = new Map(classicRoutes.map((route) => [genbiAddress(route), route]));
  for (const [from, to] of Object.entries(overrides)) if (pages.has(to)) table.set(from, to);
  return Object.fromEntries([...table].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** How the committed table differs from the one the Classic pages make, as lines for the content build's error. */
export function staleGenbiRedirects(committed: Readonly<Record<string, string>>, expected: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const [from, to] of Object.entries(expected)) {
    if (!Object.hasOwn(committed, from)) problems.push(`${from} → ${to} is missing`);
    else if (committed[from] !== to) problems.push(`${from} goes to ${committed[from]}, not ${to}`);
  }
  for (const from of Object.keys(committed))
    if (!Object.hasOwn(expected, from)) problems.push(`${from} is not the address of a Classic page`);
  return problems;
}
