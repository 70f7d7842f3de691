import type { Author } from '@/lib/content';

/** An author's picture, or their initials when there is none, with name and role. */
export function AuthorBadge({ author, showRole = true }: { author: Author; showRole?: boolean }) {
  return (
    <span className="author">
      {author.image_url ? (
        // Plain <img>: the site is static and has no image optimisation server.
        <img className="author-avatar" src={author.image_url} alt="" width={32} height={32} />
      ) : (
        <span className="author-avatar author-initials" aria-hidden="true">{author.initials}</span>
      )}
      <span className="author-text">
        <span className="author-name">{author.name}</span>
        {showRole && <span className="author-role">{author.title}</span>}
      </span>
    </span>
  );
}
