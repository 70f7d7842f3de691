import type { Metadata } from 'next';
import { AppLink as Link } from '@/components/shell/app-link';
import { ReleasesNav } from '@/components/releases/releases-nav';
import { JsonLdScript } from '@/components/seo/json-ld';
import { getChangelog, getReleases } from '@/lib/content';
import { entryRoute, PRODUCTS, type Product } from '@/lib/releases/changelog';
import { formatDate, groupByVersionRange } from '@/lib/releases/list';
import { pageMetadata } from '@/lib/seo/metadata';
import { collectionLd } from '@/lib/seo/structured-data';

const seo = {
  title: 'Release archive',
  description: 'Every release in one list: Wren AI Core and GenBI Classic with their tag dates, and the Wren AI Cloud versions.',
  path: '/cp/releases/archive',
};

export const metadata: Metadata = pageMetadata(seo);

/** Every open-source release with its tag date, then every cloud version, grouped by version range (no date is known for those). */
export default function ArchivePage() {
  const changelog = getChangelog();
  const releases = getReleases();
  const lines: { product: Product; id: string }[] = [
    { product: 'core', id: 'wren-ai-core' },
    { product: 'classic', id: 'genbi-classic' },
  ];
  return (
    <div className="releases-layout">
      <JsonLdScript data={collectionLd({ ...seo, items: releases.map((release) => ({ label: release.title, href: release.route })) })} />
      <ReleasesNav current={seo.path} />
      <main id="main" className="releases-main">
        <h1>Release archive</h1>
        <p className="releases-intro">Every release, newest first. Open-source releases show the date of their git tag.</p>
        {lines.map(({ product, id }) => (
          <section key={id} aria-labelledby={id} className="archive-line">
            <h2 id={id}>{PRODUCTS[product].label}</h2>
            <ul className="archive-list">
              {changelog
                .filter((entry) => entry.product === product)
                .map((entry) => (
                  <li key={entry.version}>
                    <Link href={entryRoute(changelog, entry)}>{entry.version}</Link>{' '}
                    <time dateTime={entry.date}>{formatDate(entry.date)}</time>
                  </li>
                ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="wren-ai-cloud" className="archive-line">
          <h2 id="wren-ai-cloud">Wren AI Cloud</h2>
          <p>Release notes for these versions are not available; each page says where to read what changed instead.</p>
          {groupByVersionRange(releases).map((group) => (
            <section key={group.id} aria-labelledby={group.id}>
              <h3 id={group.id}>{group.label}</h3>
              <ul className="archive-versions">
                {group.releases.map((release) => (
                  <li key={release.route}>
                    <Link href={release.route} aria-label={release.title}>
                      {release.version}
                    </Link>
                    {release.date && (
                      <>
                        {' '}
                        <time dateTime={release.date}>{formatDate(release.date)}</time>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      </main>
    </div>
  );
}
