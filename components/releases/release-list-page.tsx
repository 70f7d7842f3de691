import { AppLink as Link } from '@/components/shell/app-link';
import { getAuthors, getExcerptHtml, type ManifestRelease } from '@/lib/content';
import { listPageRoute } from '@/lib/releases/list';
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
        <nav className="pager" aria-label="Release list pages">
          {page > 1 ? <Link className="pager-link" href={listPageRoute(page - 1)} rel="prev"><span className="pager-hint">Newer</span><span className="pager-label">« Newer releases</span></Link> : <span />}
          {page < pageCount ? <Link className="pager-link pager-next" href={listPageRoute(page + 1)} rel="next"><span className="pager-hint">Older</span><span className="pager-label">Older releases »</span></Link> : <span />}
        </nav>
      </main>
    </div>
  );
}
