import type { Author } from '@/lib/content';

/** An author's picture, or their initials when there is none, with their name and GitHub handle. */
export function AuthorBadge({ author, showHandle = false }: { author: Author; showHandle?: boolean }) {
  return (
    <span className="author">
      {author.image_url ? (
        // Plain <img>: the site is static and has no image optimisation server.
        <img className="author-avatar" src={author.image_url} alt="" width={32} height={32} />
      ) : (
        <span className="author-avatar author-initials" aria-hidden="true">
          {author.initials}
        </span>
      )}
      <span className="author-text">
        <span className="author-name">{author.name}</span>
        {showHandle && author.github && author.github !== author.name && (
          <a className="author-role" href={`https://github.com/${author.github}`} rel="noopener">
            @{author.github} on GitHub
          </a>
        )}
        {showHandle && author.github && author.github === author.name && (
          <a className="author-role" href={`https://github.com/${author.github}`} rel="noopener">
            GitHub profile
          </a>
        )}
      </span>
    </span>
  );
}
