import type { Metadata } from 'next';
import { ReleaseListPage } from '@/components/releases/release-list-page';
import { JsonLdScript } from '@/components/seo/json-ld';
import { getChangelog } from '@/lib/content';
import { changelogPageRoute, changelogPages } from '@/lib/releases/changelog';
import { feedAlternates } from '@/lib/releases/feed-routes';
import { RELEASE_LIST_DESCRIPTION, RELEASE_LIST_TITLE } from '@/lib/releases/list';
import { pageMetadata } from '@/lib/seo/metadata';
import { releaseListLd } from '@/lib/seo/structured-data';

export const metadata: Metadata = pageMetadata({
  title: RELEASE_LIST_TITLE,
  description: RELEASE_LIST_DESCRIPTION,
  path: changelogPageRoute(1),
  alternateTypes: feedAlternates,
});

export default function ReleasesPage() {
  const pages = changelogPages(getChangelog());
  return (
    <>
      <JsonLdScript
        data={releaseListLd({ path: changelogPageRoute(1), description: RELEASE_LIST_DESCRIPTION, entries: pages[0].entries })}
      />
      <ReleaseListPage entries={pages[0].entries} page={1} pageCount={pages.length} />
    </>
  );
}
