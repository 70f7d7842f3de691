import type { Author, ManifestRelease } from '@/lib/content';
import { formatDate } from '@/lib/releases/list';
import { AuthorBadge } from './author-badge';

/**
 * A note's dates and authors. The release date shows only when the note's sources give one;
 * otherwise the reader is told it is not published. The day the note was written is always
 * labelled as such, so it is never mistaken for a release date.
 */
export function ReleaseMeta({ release, authors }: { release: ManifestRelease; authors: Author[] }) {
  return (
    <div className="release-meta">
      {release.date ? (
        <span className="release-date">Released <time dateTime={release.date}>{formatDate(release.date)}</time></span>
      ) : (
        <span className="release-date release-date-unknown">Release date not published</span>
      )}
      <span className="release-written">Note written <time dateTime={release.written}>{formatDate(release.written)}</time></span>
      <span className="release-authors">
        {release.authors.map((id) => {
          const author = authors.find((candidate) => candidate.id === id);
          return author ? <AuthorBadge key={id} author={author} showRole={false} /> : null;
        })}
      </span>
    </div>
  );
}
