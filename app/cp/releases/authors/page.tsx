import type { Metadata } from 'next';
import { AppLink as Link } from '@/components/shell/app-link';
import { AuthorBadge } from '@/components/releases/author-badge';
import { ReleasesNav } from '@/components/releases/releases-nav';
import { getAuthors, getReleases } from '@/lib/content';

export const metadata: Metadata = {
  title: 'Release note authors',
  description: 'Who writes the Wren AI Cloud release notes, and which releases each author wrote.',
  alternates: { canonical: '/cp/releases/authors' },
};

export default function AuthorsPage() {
  const releases = getReleases();
  return (
    <div className="releases-layout">
      <ReleasesNav />
      <main id="main" className="releases-main">
        <h1>Authors</h1>
        {getAuthors().map((author) => {
          const theirs = releases.filter((release) => release.authors.includes(author.id));
          return (
            <section key={author.id} id={author.id} className="author-section" aria-label={author.name}>
              <AuthorBadge author={author} />
              <p>{theirs.length} release{theirs.length === 1 ? '' : 's'}</p>
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
