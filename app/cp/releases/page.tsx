import type { Metadata } from 'next';
import { ReleaseListPage } from '@/components/releases/release-list-page';
import { getReleases } from '@/lib/content';
import { feedAlternates } from '@/lib/releases/feed-routes';
import { paginate } from '@/lib/releases/list';

export const metadata: Metadata = {
  title: 'Release notes',
  description: 'What changed in each Wren AI Cloud release, newest first.',
  alternates: { canonical: '/cp/releases', types: feedAlternates },
};

export default function ReleasesPage() {
  const pages = paginate(getReleases());
  return <ReleaseListPage releases={pages[0]} page={1} pageCount={pages.length} />;
}
