import { AppLink as Link } from '@/components/shell/app-link';
import { getAuthors, getPageHtml, type ManifestRelease } from '@/lib/content';
import { Breadcrumbs } from '../docs/breadcrumbs';
import { CopyCodeButtons } from '../docs/copy-code.client';
import { ReleaseMeta } from './release-meta';
import { ReleaseTags } from './release-tags';
import { ReleasesNav } from './releases-nav';

/** One release note with its previous (older) and next (newer) neighbours. */
export function ReleasePage({ release }: { release: ManifestRelease }) {
  return (
    <div className="releases-layout">
      <ReleasesNav current={release.route} />
      <main id="main" className="releases-main">
        <article className="doc-article">
          <Breadcrumbs crumbs={[{ label: 'Release notes', href: '/cp/releases' }, { label: release.version }]} />
          <h1>{release.title}</h1>
          <ReleaseMeta release={release} authors={getAuthors()} />
          <div className="markdown" dangerouslySetInnerHTML={{ __html: getPageHtml(release.route) }} />
          <ReleaseTags tags={release.tags} />
          <nav aria-label="Previous and next releases" className="pager">
            {release.older ? <Link href={release.older.href} className="pager-link" rel="prev"><span className="pager-hint">Previous release</span><span className="pager-label">« {release.older.label}</span></Link> : <span />}
            {release.newer ? <Link href={release.newer.href} className="pager-link pager-next" rel="next"><span className="pager-hint">Next release</span><span className="pager-label">{release.newer.label} »</span></Link> : <span />}
          </nav>
        </article>
      </main>
      <CopyCodeButtons />
    </div>
  );
}
