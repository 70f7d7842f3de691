import type { BuiltContent } from '../content/manifest';
import type { ApiReference } from '../openapi/reference';
import { apiRecords } from './api-records';
import { buildRecords } from './records';
import type { DocSearchRecord } from './types';

import { RELEASES_SECTION } from './sections';
import type { SearchBlock } from '../content/markdown/rehype-search-blocks';
import { highlightText, OSS_RELEASES, OSS_TIMELINE_ID, OSS_TIMELINE_TITLE, ossAnchor, ossReleaseHeading } from '../releases/timeline';
import { listPageRoute, RELEASE_LIST_DESCRIPTION, RELEASE_LIST_TITLE } from '../releases/list';

export { RELEASES_SECTION };

/** Every search record of the site: docs pages, release notes and the API reference's operations. */
export function siteRecords(built: BuiltContent, api: { reference: ApiReference; route: string } | null): DocSearchRecord[] {
  const { pages, sidebars, releases } = built.manifest;
  const docs = pages.flatMap((page) => buildRecords({
    route: page.route,
    lvl0: page.sidebar ? sidebars[page.sidebar].label : 'Docs',
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    questions: page.questions,
    blocks: built.searchBlocks.get(page.route) ?? [],
  }));
  const notes = releases.flatMap((release) => buildRecords({
    route: release.route,
    lvl0: RELEASES_SECTION,
    title: release.title,
    description: release.description,
    blocks: built.searchBlocks.get(release.route) ?? [],
  }));
  return [...docs, ...notes, ...timelineRecords(), ...(api ? apiRecords(api.reference, api.route) : [])];
}

/** The open-source release timeline on the release list page: each release's heading and what it added. */
export function timelineRecords(): DocSearchRecord[] {
  const blocks: SearchBlock[] = [{ kind: 'heading', depth: 2, text: OSS_TIMELINE_TITLE, id: OSS_TIMELINE_ID }];
  for (const release of [...OSS_RELEASES].reverse()) {
    blocks.push({ kind: 'heading', depth: 3, text: ossReleaseHeading(release), id: ossAnchor(release.version) });
    for (const item of release.highlights) blocks.push({ kind: 'text', text: highlightText(item.text) });
  }
  return buildRecords({ route: listPageRoute(1), lvl0: RELEASES_SECTION, title: RELEASE_LIST_TITLE, description: RELEASE_LIST_DESCRIPTION, blocks });
}
