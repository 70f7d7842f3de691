import type { Metadata } from 'next';
import { ChangelogListPage } from '@/components/releases/changelog-list-page';
import { JsonLdScript } from '@/components/seo/json-ld';
import { getChangelog } from '@/lib/content';
import { CHANGELOG_DESCRIPTION, CHANGELOG_ROUTE, CHANGELOG_TITLE, changelogPages } from '@/lib/releases/changelog';
import { feedAlternates } from '@/lib/releases/feed-routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { changelogListLd } from '@/lib/seo/structured-data';

export const metadata: Metadata = pageMetadata({
  title: CHANGELOG_TITLE,
  description: CHANGELOG_DESCRIPTION,
  path: CHANGELOG_ROUTE,
  alternateTypes: feedAlternates,
});

export default function ChangelogPage() {
  const pages = changelogPages(getChangelog());
  return (
    <>
      <JsonLdScript data={changelogListLd({ path: CHANGELOG_ROUTE, description: CHANGELOG_DESCRIPTION, entries: pages[0].entries })} />
      <ChangelogListPage entries={pages[0].entries} page={1} pageCount={pages.length} />
    </>
  );
}
