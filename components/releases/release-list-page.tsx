import { AppLink as Link } from '@/components/shell/app-link';
import { getAuthors, getExcerptHtml, type ManifestRelease } from '@/lib/content';
import { listPageRoute } from '@/lib/releases/list';
import { Pager } from '../docs/pager';
import { ReleaseMeta } from './release-meta';
import { ReleaseTags } from './release-tags';
import { ReleasesNav } from './releases-nav';

/** One page of the release list: each note's title, date, authors, excerpt and a link to the rest. */
export function ReleaseListPage({ releases, page, pageCount }: { releases: ManifestRelease[]; page: number; pageCount: number }) {
  const authors = getAuthors();
  return (
    <div className="releases-layout">
      <ReleasesNav />
      <main id="main" className="releases-main">
        <h1>Release notes</h1>
        <p className="releases-intro">
          What changed in Wren AI Cloud, newest first. Page {page} of {pageCount}.
        </p>
        {releases.map((release) => (
          <article key={release.route} className="release-entry">
            <h2><Link href={release.route}>{release.title}</Link></h2>
            <ReleaseMeta release={release} authors={authors} />
            <div className="markdown" dangerouslySetInnerHTML={{ __html: getExcerptHtml(release.route) }} />
            <ReleaseTags tags={release.tags} />
            {release.truncated && (
              <Link href={release.route} className="read-more" aria-label={`Read the full notes of ${release.title}`}>Read the full notes »</Link>
            )}
          </article>
        ))}
        <Pager
          label="Release list pages"
          prev={page > 1 ? { label: 'Newer releases', href: listPageRoute(page - 1) } : undefined}
          next={page < pageCount ? { label: 'Older releases', href: listPageRoute(page + 1) } : undefined}
          prevHint="Newer"
          nextHint="Older"
        />
      </main>
    </div>
  );
}
