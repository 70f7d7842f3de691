import type { Metadata } from 'next';
import { AppLink as Link } from '@/components/shell/app-link';
import { ReleasesNav } from '@/components/releases/releases-nav';
import { getReleases } from '@/lib/content';
import { formatDate, groupByYearMonth } from '@/lib/releases/list';

export const metadata: Metadata = {
  title: 'Release archive',
  description: 'Every Wren AI Cloud release, grouped by year and month.',
  alternates: { canonical: '/cp/releases/archive' },
};

export default function ArchivePage() {
  return (
    <div className="releases-layout">
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
