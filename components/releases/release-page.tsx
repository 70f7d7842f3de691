import { getAuthors, getPageHtml, type ManifestRelease } from '@/lib/content';
import { Breadcrumbs } from '../docs/breadcrumbs';
import { Pager } from '../docs/pager';
import { CopyCodeButtons } from '../docs/copy-code.client';
import { PageSources } from '../docs/page-sources';
import { ReleaseMeta } from './release-meta';
import { ReleaseTags } from './release-tags';
import { ReleasesNav } from './releases-nav';

/** One release note, its sources at the foot, and its previous (older) and next (newer) neighbours. */
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
          <PageSources sources={release.sources} />
          <Pager prev={release.older} next={release.newer} label="Previous and next releases" prevHint="Previous release" nextHint="Next release" />
        </article>
      </main>
      <CopyCodeButtons />
    </div>
  );
}
