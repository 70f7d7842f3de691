import type { BuiltContent } from '@/lib/content/pipeline';
import type { ApiReference } from '@/lib/openapi/reference';
import { apiRecords } from './api-records';
import { buildRecords } from './records';
import type { DocSearchRecord } from './types';

import { RELEASES_SECTION } from './section-names';
import type { SearchBlock } from '@/lib/content/markdown/rehype-search-blocks';
import {
  allChanges,
  CHANGELOG_DESCRIPTION,
  CHANGELOG_TITLE,
  changelogPages,
  entryAnchor,
  entryTitle,
  type ChangelogEntry,
} from '@/lib/releases/changelog';
import { formatDate } from '@/lib/releases/list';

export { RELEASES_SECTION };

/** Every search record of the site: docs pages, release notes and the API reference's operations. */
export function siteRecords(built: BuiltContent, api: { reference: ApiReference; route: string } | null): DocSearchRecord[] {
  const { pages, sidebars, releases, changelog } = built.manifest;
  const docs = pages.flatMap((page) =>
    buildRecords({
      route: page.route,
      lvl0: page.sidebar ? sidebars[page.sidebar].label : 'Docs',
      title: page.title,
      description: page.description,
      keywords: page.keywords,
      questions: page.questions,
      blocks: built.searchBlocks.get(page.route) ?? [],
    }),
  );
  const notes = releases.flatMap((release) =>
    buildRecords({
      route: release.route,
      lvl0: RELEASES_SECTION,
      title: release.title,
      description: release.description,
      blocks: built.searchBlocks.get(release.route) ?? [],
    }),
  );
  return [...docs, ...notes, ...changelogRecords(changelog), ...(api ? apiRecords(api.reference, api.route) : [])];
}

/** The changelog's pages under /oss/releases: each release's heading (with its tag date) and each change. */
export function changelogRecords(changelog: ChangelogEntry[]): DocSearchRecord[] {
  return changelogPages(changelog).flatMap((page) => {
    const blocks: SearchBlock[] = [];
    for (const entry of page.entries) {
      blocks.push({ kind: 'heading', depth: 2, text: `${entryTitle(entry)}, tagged ${formatDate(entry.date)}`, id: entryAnchor(entry) });
      for (const change of allChanges(entry)) blocks.push({ kind: 'text', text: change.text.replace(/`/g, '') });
    }
    const title = page.number === 1 ? CHANGELOG_TITLE : `${CHANGELOG_TITLE}, page ${page.number}`;
    return buildRecords({ route: page.route, lvl0: RELEASES_SECTION, title, description: CHANGELOG_DESCRIPTION, blocks });
  });
}
