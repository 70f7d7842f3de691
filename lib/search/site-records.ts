import type { BuiltContent } from '../content/manifest';
import type { ApiReference } from '../openapi/reference';
import { apiRecords } from './api-records';
import { buildRecords } from './records';
import type { DocSearchRecord } from './types';

import { RELEASES_SECTION } from './sections';

export { RELEASES_SECTION };

/** Every search record of the site: docs pages, release notes and the API reference's operations. */
export function siteRecords(built: BuiltContent, api: { reference: ApiReference; route: string } | null): DocSearchRecord[] {
  const { pages, sidebars, releases } = built.manifest;
  const docs = pages.flatMap((page) => buildRecords({
    route: page.route,
    lvl0: page.sidebar ? sidebars[page.sidebar].label : 'Docs',
    title: page.title,
    description: page.description,
    blocks: built.searchBlocks.get(page.route) ?? [],
  }));
  const notes = releases.flatMap((release) => buildRecords({
    route: release.route,
    lvl0: RELEASES_SECTION,
    title: release.title,
    description: release.description,
    blocks: built.searchBlocks.get(release.route) ?? [],
  }));
  return [...docs, ...notes, ...(api ? apiRecords(api.reference, api.route) : [])];
}
