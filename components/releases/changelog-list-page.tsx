import { AppLink as Link } from '@/components/shell/app-link';
import { getAuthors, type ChangelogEntry } from '@/lib/content';
import { CHANGELOG_TITLE, changelogPageRoute, entrySource } from '@/lib/releases/changelog';
import { sourceLink } from '@/lib/content/sources';
import { formatDate, RELEASES_ROUTE } from '@/lib/releases/list';
import { Pager } from '@/components/docs/pager';
import { PageSources } from '@/components/docs/page-sources.client';
import { ChangelogEntryView } from './changelog-entry';
import { ReleasesNav } from './releases-nav';

/** The id of the changelog's entries on every one of its pages. */
export const CHANGELOG_ID = 'open-source-releases';

/** One page of the open-source changelog, newest first, with its sources at the foot. */
export function ChangelogListPage({ entries, page, pageCount }: { entries: ChangelogEntry[]; page: number; pageCount: number }) {
  const authors = getAuthors();
  const newest = entries[0];
  const oldest = entries.at(-1);
  return (
    <div className="releases-layout">
      <ReleasesNav current={changelogPageRoute(page)} recent="changelog" />
      <main id="main" className="releases-main">
        <header className="releases-header">
          <h1>{page === 1 ? CHANGELOG_TITLE : `${CHANGELOG_TITLE}, page ${page}`}</h1>
          {page === 1 ? (
            <p className="releases-intro">
              What changed in each open-source release of Wren AI, newest first. <strong>Wren AI Core</strong> is the <code>wren</code>{' '}
              command-line tool and Python SDK; <strong>GenBI Classic</strong> is the self-hosted app you run with Docker, whose last
              release is 0.29.2. Wren AI Cloud versions are listed in the <Link href={RELEASES_ROUTE}>release notes</Link>.
            </p>
          ) : (
            newest &&
            oldest && (
              <p className="releases-intro">
                Releases tagged from {formatDate(oldest.date)} to {formatDate(newest.date)}, newest first. Page {page} of {pageCount}.
              </p>
            )
          )}
        </header>
        <div id={CHANGELOG_ID} className="changelog">
          {entries.map((entry) => (
            <ChangelogEntryView key={`${entry.product}-${entry.version}`} entry={entry} authors={authors} />
          ))}
        </div>
        <Pager
          label="Release list pages"
          prev={page > 1 ? { label: 'Newer releases', href: changelogPageRoute(page - 1) } : undefined}
          next={page < pageCount ? { label: 'Older releases', href: changelogPageRoute(page + 1) } : undefined}
          prevHint={`Page ${page - 1}`}
          nextHint={`Page ${page + 1}`}
        />
        <PageSources sources={entries.map((entry) => sourceLink(entrySource(entry)))} />
      </main>
    </div>
  );
}
