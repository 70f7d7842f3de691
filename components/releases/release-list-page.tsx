import { AppLink as Link } from '@/components/shell/app-link';
import type { ManifestRelease } from '@/lib/content';
import { CHANGELOG_ROUTE } from '@/lib/releases/changelog';
import { listedDescription, listPageRoute, RELEASE_LIST_TITLE, RELEASES_ROUTE } from '@/lib/releases/list';
import { Pager } from '@/components/docs/pager';
import { ReleasesNav } from './releases-nav';

/** One page of the Wren AI Cloud versions, newest first: each version's title, linked to its page, like a blog's list of posts. */
export function ReleaseListPage({ releases, page, pageCount }: { releases: ManifestRelease[]; page: number; pageCount: number }) {
  return (
    <div className="releases-layout">
      <ReleasesNav current={listPageRoute(RELEASES_ROUTE, page)} />
      <main id="main" className="releases-main">
        <header className="releases-header">
          <h1>{page === 1 ? RELEASE_LIST_TITLE : `${RELEASE_LIST_TITLE}, page ${page}`}</h1>
          {page === 1 ? (
            <p className="releases-intro">
              Wren AI Cloud versions, newest first. For what changed in each open-source release, with dates, read the{' '}
              <Link href={CHANGELOG_ROUTE}>open-source changelog</Link>.
            </p>
          ) : (
            <p className="releases-intro">
              Wren AI Cloud versions {releases.at(-1)?.version} to {releases[0]?.version}. Page {page} of {pageCount}.
            </p>
          )}
        </header>
        <ul className="release-list">
          {releases.map((release) => {
            const description = listedDescription(release);
            return (
              <li key={release.route} className="release-entry">
                <h2>
                  <Link href={release.route}>{release.title}</Link>
                </h2>
                {description && <p className="release-entry-description">{description}</p>}
              </li>
            );
          })}
        </ul>
        <Pager
          label="Release list pages"
          prev={page > 1 ? { label: 'Newer versions', href: listPageRoute(RELEASES_ROUTE, page - 1) } : undefined}
          next={page < pageCount ? { label: 'Older versions', href: listPageRoute(RELEASES_ROUTE, page + 1) } : undefined}
          prevHint={`Page ${page - 1}`}
          nextHint={`Page ${page + 1}`}
        />
      </main>
    </div>
  );
}
