import type { Metadata } from 'next';
import { Fragment } from 'react';
import { AppLink as Link } from '@/components/shell/app-link';
import { AuthorBadge } from '@/components/releases/author-badge';
import { ReleasesNav } from '@/components/releases/releases-nav';
import { PageSources } from '@/components/docs/page-sources.client';
import { JsonLdScript } from '@/components/seo/json-ld';
import { getAuthors, getChangelog, getReleases } from '@/lib/content';
import { sourceLink } from '@/lib/content/sources';
import { CHANGELOG_ROUTE, entryRoute, entryTitle } from '@/lib/releases/changelog';
import { pageMetadata } from '@/lib/seo/metadata';
import { collectionLd } from '@/lib/seo/structured-data';

const seo = {
  title: 'Release authors',
  description: 'Who released each version of GenBI Classic, as its release commit names them, and how Wren AI Core is released.',
  path: '/cp/releases/authors',
};

export const metadata: Metadata = pageMetadata(seo);

/** Who a source names for each release: the release commits' authors, and release-please for Core. */
const SOURCES = ['Canner/WrenAI@wren-v0.13.3:release-please-config.json', 'https://github.com/Canner/WrenAI/commits/legacy/v1'];

export default function AuthorsPage() {
  const changelog = getChangelog();
  const cloudAuthored = getReleases().filter((release) => release.authors.length > 0);
  const authors = getAuthors();
  return (
    <div className="releases-layout">
      <JsonLdScript
        data={collectionLd({ ...seo, items: authors.map((author) => ({ label: author.name, href: `${seo.path}#${author.id}` })) })}
      />
      <ReleasesNav current={seo.path} />
      <main id="main" className="releases-main">
        <h1>Release authors</h1>
        <p className="releases-intro">
          A GenBI Classic release commit in the Canner/WrenAI repository names who made the release: the commit&apos;s author, or its
          co-author when GitHub Actions made the commit. Wren AI Core versions are released by{' '}
          <a href="https://github.com/googleapis/release-please" rel="noopener">
            release-please
          </a>{' '}
          in GitHub Actions, which writes each version&apos;s changelog from its commits, so no person is named for them. For what each
          release changed, read the <Link href={CHANGELOG_ROUTE}>open-source changelog</Link>.
        </p>
        {authors.map((author) => {
          const theirs = changelog.filter((entry) => entry.released_by.includes(author.id));
          const notes = cloudAuthored.filter((release) => release.authors.includes(author.id));
          return (
            <section key={author.id} id={author.id} className="author-section" aria-label={author.name}>
              <AuthorBadge author={author} showHandle />
              <p className="author-releases">
                {theirs.length} GenBI Classic release{theirs.length === 1 ? '' : 's'}:{' '}
                {theirs.map((entry, index) => (
                  <Fragment key={entry.version}>
                    {index > 0 && ', '}
                    <Link href={entryRoute(changelog, entry)} aria-label={entryTitle(entry)}>
                      {entry.version}
                    </Link>
                  </Fragment>
                ))}
                {notes.map((release) => (
                  <Fragment key={release.route}>
                    , <Link href={release.route}>{release.title}</Link>
                  </Fragment>
                ))}
              </p>
            </section>
          );
        })}
        <PageSources sources={SOURCES.map((source) => sourceLink(source))} />
      </main>
    </div>
  );
}
