import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReleaseListPage } from '@/components/releases/release-list-page';
import { JsonLdScript } from '@/components/seo/json-ld';
import { getReleases } from '@/lib/content';
import { feedAlternates } from '@/lib/releases/feed-routes';
import { listPageRoute, paginate } from '@/lib/releases/list';
import { pageMetadata } from '@/lib/seo/metadata';
import { releaseListLd } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return paginate(getReleases()).slice(1).map((_, index) => ({ page: String(index + 2) }));
}

const describe = (page: number) => `Notes on older Wren AI Cloud versions, reconstructed from public sources, page ${page}.`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = Number((await params).page);
  return pageMetadata({ title: `Release notes, page ${page}`, description: describe(page), path: listPageRoute(page), alternateTypes: feedAlternates });
}

export default async function ReleasesListPage({ params }: Props) {
  const page = Number((await params).page);
  const pages = paginate(getReleases());
  if (!Number.isInteger(page) || page < 2 || page > pages.length) notFound();
  return (
    <>
      <JsonLdScript data={releaseListLd({ path: listPageRoute(page), description: describe(page), releases: pages[page - 1] })} />
      <ReleaseListPage releases={pages[page - 1]} page={page} pageCount={pages.length} />
    </>
  );
}
