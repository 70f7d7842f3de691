import type { Metadata } from 'next';
import { AppLink as Link } from '@/components/shell/app-link';
import { ReleasesNav } from '@/components/releases/releases-nav';
import { JsonLdScript } from '@/components/seo/json-ld';
import { getReleases } from '@/lib/content';
import { formatDate, groupByYearMonth } from '@/lib/releases/list';
import { pageMetadata } from '@/lib/seo/metadata';
import { collectionLd } from '@/lib/seo/structured-data';

const seo = { title: 'Release archive', description: 'Every Wren AI Cloud release, grouped by year and month.', path: '/cp/releases/archive' };

export const metadata: Metadata = pageMetadata(seo);

export default function ArchivePage() {
  return (
    <div className="releases-layout">
      <JsonLdScript data={collectionLd({ ...seo, items: getReleases().map((release) => ({ label: release.title, href: release.route })) })} />
      <ReleasesNav />
      <main id="main" className="releases-main">
        <h1>Release archive</h1>
        {groupByYearMonth(getReleases()).map((year) => (
          <section key={year.year} aria-labelledby={`year-${year.year}`}>
            <h2 id={`year-${year.year}`}>{year.year}</h2>
            {year.months.map((month) => (
              <div key={month.month} className="archive-month">
                <h3 id={`month-${month.month}`}>{month.label}</h3>
                <ul>
                  {month.releases.map((release) => (
                    <li key={release.route}>
                      <time dateTime={release.date}>{formatDate(release.date)}</time> — <Link href={release.route}>{release.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </main>
    </div>
  );
}
