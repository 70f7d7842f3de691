import type { Author, ManifestRelease } from '@/lib/content';
import { formatDate } from '@/lib/releases/list';
import { AuthorBadge } from './author-badge';

/** Date and authors of a note. */
export function ReleaseMeta({ release, authors }: { release: ManifestRelease; authors: Author[] }) {
  return (
    <div className="release-meta">
      <time dateTime={release.date}>{formatDate(release.date)}</time>
      <span className="release-authors">
        {release.authors.map((id) => {
          const author = authors.find((candidate) => candidate.id === id);
          return author ? <AuthorBadge key={id} author={author} showRole={false} /> : null;
        })}
      </span>
    </div>
  );
}
