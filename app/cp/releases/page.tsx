import type { Metadata } from 'next';
import { ReleaseListPage } from '@/components/releases/release-list-page';
import { JsonLdScript } from '@/components/seo/json-ld';
import { getReleases } from '@/lib/content';
import { feedAlternates } from '@/lib/releases/feed-routes';
import { listPageRoute, paginate, RELEASE_LIST_DESCRIPTION, RELEASE_LIST_TITLE } from '@/lib/releases/list';
import { pageMetadata } from '@/lib/seo/metadata';
import { releaseListLd } from '@/lib/seo/structured-data';

export const metadata: Metadata = pageMetadata({ title: RELEASE_LIST_TITLE, description: RELEASE_LIST_DESCRIPTION, path: listPageRoute(1), alternateTypes: feedAlternates });

export default function ReleasesPage() {
  const pages = paginate(getReleases());
  return (
    <>
      <JsonLdScript data={releaseListLd({ path: listPageRoute(1), description: RELEASE_LIST_DESCRIPTION, releases: pages[0] })} />
      <ReleaseListPage releases={pages[0]} page={1} pageCount={pages.length} />
    </>
  );
}
