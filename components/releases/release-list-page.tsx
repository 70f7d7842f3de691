import { AppLink as Link } from '@/components/shell/app-link';
import { getAuthors, getExcerptHtml, type ManifestRelease } from '@/lib/content';
import { listPageRoute } from '@/lib/releases/list';
import { Pager } from '../docs/pager';
import { OssTimeline } from './oss-timeline';
import { ReconstructedNotice } from './reconstructed-notice';
import { ReleaseMeta } from './release-meta';
import { ReleaseTags } from './release-tags';
import { ReleasesNav } from './releases-nav';

/** One page of the release list: how the notes are made, then each note's title, dates, authors, excerpt and a link to the rest; the first page ends with the open-source timeline. */
export function ReleaseListPage({ releases, page, pageCount }: { releases: ManifestRelease[]; page: number; pageCount: number }) {
  const authors = getAuthors();
  return (
    <div className="releases-layout">
      <ReleasesNav />
      <main id="main" className="releases-main">
        <h1>Release notes</h1>
        <p className="releases-intro">
          Wren AI Cloud versions, newest version first. Page {page} of {pageCount}.
        </p>
        <ReconstructedNotice timelineOnThisPage={page === 1} />
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
        {page === 1 && <OssTimeline />}
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
