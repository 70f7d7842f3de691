import type { Metadata } from 'next';
import { ReleaseListPage } from '@/components/releases/release-list-page';
import { JsonLdScript } from '@/components/seo/json-ld';
import { getReleases } from '@/lib/content';
import { listPages, RELEASE_LIST_DESCRIPTION, RELEASE_LIST_TITLE, RELEASES_ROUTE } from '@/lib/releases/list';
import { pageMetadata } from '@/lib/seo/metadata';
import { releaseListLd } from '@/lib/seo/structured-data';

export const metadata: Metadata = pageMetadata({ title: RELEASE_LIST_TITLE, description: RELEASE_LIST_DESCRIPTION, path: RELEASES_ROUTE });

export default function ReleasesPage() {
  const pages = listPages(RELEASES_ROUTE, getReleases());
  return (
    <>
      <JsonLdScript data={releaseListLd({ path: RELEASES_ROUTE, description: RELEASE_LIST_DESCRIPTION, releases: pages[0].items })} />
      <ReleaseListPage releases={pages[0].items} page={1} pageCount={pages.length} />
    </>
  );
}
