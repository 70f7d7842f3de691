import type { Metadata } from 'next';
import { AppLink as Link } from '@/components/shell/app-link';
import { AuthorBadge } from '@/components/releases/author-badge';
import { ReleasesNav } from '@/components/releases/releases-nav';
import { JsonLdScript } from '@/components/seo/json-ld';
import { getAuthors, getReleases } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { collectionLd } from '@/lib/seo/structured-data';

const seo = { title: 'Release note authors', description: 'Who wrote the release notes on this site, and which notes each author wrote.', path: '/cp/releases/authors' };

export const metadata: Metadata = pageMetadata(seo);

export default function AuthorsPage() {
  const releases = getReleases();
  return (
    <div className="releases-layout">
      <JsonLdScript data={collectionLd({ ...seo, items: getAuthors().map((author) => ({ label: author.name, href: `${seo.path}#${author.id}` })) })} />
      <ReleasesNav />
      <main id="main" className="releases-main">
        <h1>Authors</h1>
        {getAuthors().map((author) => {
          const theirs = releases.filter((release) => release.authors.includes(author.id));
          return (
            <section key={author.id} id={author.id} className="author-section" aria-label={author.name}>
              <AuthorBadge author={author} />
              <p>{theirs.length} note{theirs.length === 1 ? '' : 's'}</p>
              <ul className="author-releases">
                {theirs.map((release) => <li key={release.route}><Link href={release.route}>{release.title}</Link></li>)}
              </ul>
            </section>
          );
        })}
      </main>
    </div>
  );
}
