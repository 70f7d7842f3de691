import { getAuthors, getPageHtml, type ManifestRelease } from '@/lib/content';
import { RELEASES_ROUTE } from '@/lib/releases/list';
import { Breadcrumbs } from '@/components/docs/breadcrumbs';
import { Pager } from '@/components/docs/pager';
import { PageSources } from '@/components/docs/page-sources.client';
import { ReleaseMeta } from './release-meta';
import { ReleaseTags } from './release-tags';
import { ReleasesNav } from './releases-nav';

/** A Wren AI Cloud version: its note, its sources when it has any, and the previous and next versions. */
export function ReleasePage({ release }: { release: ManifestRelease }) {
  return (
    <div className="releases-layout">
      <ReleasesNav current={release.route} />
      <main id="main" className="releases-main">
        <article className="doc-article release-article">
          <Breadcrumbs crumbs={[{ label: 'Release notes', href: RELEASES_ROUTE }, { label: release.version }]} />
          <h1>{release.title}</h1>
          <ReleaseMeta release={release} authors={getAuthors()} />
          <div className="markdown" dangerouslySetInnerHTML={{ __html: getPageHtml(release.route) }} />
          <ReleaseTags tags={release.tags} />
          <PageSources sources={release.sources} />
          <Pager
            prev={release.older}
            next={release.newer}
            label="Previous and next versions"
            prevHint="Previous version"
            nextHint="Next version"
          />
        </article>
      </main>
    </div>
  );
}
