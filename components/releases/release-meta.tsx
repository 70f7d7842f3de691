import type { Author, ManifestRelease } from '@/lib/content';
import { formatDate } from '@/lib/releases/list';
import { AuthorBadge } from './author-badge';

/**
 * A cloud version's release date and authors, each only when the note's sources give it; with
 * neither, nothing shows.
 */
export function ReleaseMeta({ release, authors }: { release: ManifestRelease; authors: Author[] }) {
  const named = release.authors
    .map((id) => authors.find((author) => author.id === id))
    .filter((author): author is Author => Boolean(author));
  if (!release.date && !named.length) return null;
  return (
    <div className="release-meta">
      {release.date && (
        <span className="release-date">
          Released <time dateTime={release.date}>{formatDate(release.date)}</time>
        </span>
      )}
      {named.length > 0 && (
        <span className="release-authors">
          {named.map((author) => (
            <AuthorBadge key={author.id} author={author} />
          ))}
        </span>
      )}
    </div>
  );
}
