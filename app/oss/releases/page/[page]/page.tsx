import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ChangelogListPage } from '@/components/releases/changelog-list-page';
import { JsonLdScript } from '@/components/seo/json-ld';
import { getChangelog, getStaticParams } from '@/lib/content';
import { CHANGELOG_TITLE, changelogPageRoute, changelogPages } from '@/lib/releases/changelog';
import { feedAlternates } from '@/lib/releases/feed-routes';
import { formatDate } from '@/lib/releases/list';
import { pageMetadata } from '@/lib/seo/metadata';
import { changelogListLd } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getStaticParams('/oss/releases/page/[page]');
}

function describe(page: number): string {
  const entries = changelogPages(getChangelog())[page - 1]?.entries ?? [];
  const range = entries.length ? `, tagged from ${formatDate(entries.at(-1)!.date)} to ${formatDate(entries[0].date)}` : '';
  return `What changed in older open-source releases of Wren AI${range}: page ${page} of the open-source changelog.`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = Number((await params).page);
  return pageMetadata({
    title: `${CHANGELOG_TITLE}, page ${page}`,
    description: describe(page),
    path: changelogPageRoute(page),
    alternateTypes: feedAlternates,
  });
}

export default async function ChangelogListRoute({ params }: Props) {
  const page = Number((await params).page);
  const pages = changelogPages(getChangelog());
  if (!Number.isInteger(page) || page < 2 || page > pages.length) notFound();
  return (
    <>
      <JsonLdScript
        data={changelogListLd({ path: changelogPageRoute(page), description: describe(page), entries: pages[page - 1].entries })}
      />
      <ChangelogListPage entries={pages[page - 1].entries} page={page} pageCount={pages.length} />
    </>
  );
}
