import type { Metadata } from 'next';
import { AppLink as Link } from '@/components/shell/app-link';
import { ReconstructedNotice } from '@/components/releases/reconstructed-notice';
import { ReleasesNav } from '@/components/releases/releases-nav';
import { JsonLdScript } from '@/components/seo/json-ld';
import { getReleases } from '@/lib/content';
import { formatDate, groupByVersionRange } from '@/lib/releases/list';
import { pageMetadata } from '@/lib/seo/metadata';
import { collectionLd } from '@/lib/seo/structured-data';

const seo = { title: 'Release archive', description: 'Every Wren AI Cloud version with a note on this site, grouped by version range, newest first.', path: '/cp/releases/archive' };

export const metadata: Metadata = pageMetadata(seo);

/** Every note, grouped by ten minor versions. Grouped by version, not by month: no public source dates the cloud versions. */
export default function ArchivePage() {
  return (
    <div className="releases-layout">
      <JsonLdScript data={collectionLd({ ...seo, items: getReleases().map((release) => ({ label: release.title, href: release.route })) })} />
      <ReleasesNav />
      <main id="main" className="releases-main">
        <h1>Release archive</h1>
        <p className="releases-intro">Every Wren AI Cloud version with a note on this site, newest first, grouped by version range.</p>
        <ReconstructedNotice />
        {groupByVersionRange(getReleases()).map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id}>{group.label}</h2>
            <ul>
              {group.releases.map((release) => (
                <li key={release.route}>
                  <Link href={release.route}>{release.title}</Link>
                  {release.date && <> — released <time dateTime={release.date}>{formatDate(release.date)}</time></>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </div>
  );
}
