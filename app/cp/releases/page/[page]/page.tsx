import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReleaseListPage } from '@/components/releases/release-list-page';
import { getReleases } from '@/lib/content';
import { feedAlternates } from '@/lib/releases/feed-routes';
import { listPageRoute, paginate } from '@/lib/releases/list';

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return paginate(getReleases()).slice(1).map((_, index) => ({ page: String(index + 2) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await params;
  return { title: `Release notes, page ${page}`, description: `Older Wren AI Cloud releases, page ${page}.`, alternates: { canonical: listPageRoute(Number(page)), types: feedAlternates } };
}

export default async function ReleasesListPage({ params }: Props) {
  const page = Number((await params).page);
  const pages = paginate(getReleases());
  if (!Number.isInteger(page) || page < 2 || page > pages.length) notFound();
  return <ReleaseListPage releases={pages[page - 1]} page={page} pageCount={pages.length} />;
}
