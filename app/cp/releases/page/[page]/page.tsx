import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReleaseListPage } from '@/components/releases/release-list-page';
import { JsonLdScript } from '@/components/seo/json-ld';
import { getReleases, getStaticParams } from '@/lib/content';
import { listPageRoute, listPages, RELEASE_LIST_TITLE, RELEASES_ROUTE } from '@/lib/releases/list';
import { pageMetadata } from '@/lib/seo/metadata';
import { releaseListLd } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;

const pages = () => listPages(RELEASES_ROUTE, getReleases());

export function generateStaticParams() {
  return getStaticParams('/cp/releases/page/[page]');
}

function describe(page: number): string {
  const releases = pages()[page - 1]?.items ?? [];
  const range = releases.length ? ` ${releases.at(-1)!.version} to ${releases[0].version}` : '';
  return `Wren AI Cloud versions${range}, newest first: page ${page} of the release notes.`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = Number((await params).page);
  return pageMetadata({
    title: `${RELEASE_LIST_TITLE}, page ${page}`,
    description: describe(page),
    path: listPageRoute(RELEASES_ROUTE, page),
  });
}

export default async function ReleasesListPage({ params }: Props) {
  const page = Number((await params).page);
  const all = pages();
  if (!Number.isInteger(page) || page < 2 || page > all.length) notFound();
  const { route, items } = all[page - 1];
  return (
    <>
      <JsonLdScript data={releaseListLd({ path: route, description: describe(page), releases: items })} />
      <ReleaseListPage releases={items} page={page} pageCount={all.length} />
    </>
  );
}
