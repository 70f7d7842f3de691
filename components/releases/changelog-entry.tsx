import { Fragment } from 'react';
import { AppLink as Link } from '@/components/shell/app-link';
import { getPage, type Author, type ChangelogEntry } from '@/lib/content';
import {
  CHANGE_GROUPS,
  codeSpans,
  compareUrl,
  entryAnchor,
  entryTag,
  PRODUCTS,
  PR_REPOSITORY,
  pullLabel,
  pullUrl,
  tagUrl,
  type Change,
} from '@/lib/releases/changelog';
import { formatDate } from '@/lib/releases/list';

function Spans({ text }: { text: string }) {
  return (
    <>
      {codeSpans(text).map((part, index) =>
        part.code ? <code key={index}>{part.text}</code> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}

function ChangeItem({ change, repository = PR_REPOSITORY }: { change: Change; repository?: string }) {
  const page = change.link ? getPage(change.link.split('#')[0]) : undefined;
  return (
    <li className="changelog-change">
      <Spans text={change.text} />
      {change.link && page && (
        <>
          {' '}
          <Link href={change.link} className="changelog-doc">
            {page.title}
          </Link>
        </>
      )}
      {change.prs.length > 0 && (
        <span className="changelog-prs">
          {change.prs.map((pr) => (
            <a
              key={pr}
              href={pullUrl(pr, repository)}
              rel="noopener"
              aria-label={repository === PR_REPOSITORY ? `Pull request ${pr}` : `${repository} pull request ${pr}`}
            >
              {pullLabel(pr, repository)}
            </a>
          ))}
        </span>
      )}
    </li>
  );
}

/** One release of the changelog: product and version, tag date, what changed, and its tag on GitHub. */
export function ChangelogEntryView({ entry, authors }: { entry: ChangelogEntry; authors: Author[] }) {
  const anchor = entryAnchor(entry);
  const tag = entryTag(entry);
  const compare = compareUrl(entry);
  const releasedBy = entry.released_by
    .map((id) => authors.find((author) => author.id === id))
    .filter((author): author is Author => Boolean(author));
  return (
    <article className={`changelog-entry changelog-${entry.product}`} aria-labelledby={anchor}>
      <div className="changelog-when">
        <time dateTime={entry.date}>{formatDate(entry.date)}</time>
      </div>
      <div className="changelog-body">
        <h2 id={anchor} className="changelog-title">
          <span className="changelog-product">{PRODUCTS[entry.product].label}</span>{' '}
          <span className="changelog-version">{entry.version}</span>
        </h2>
        {CHANGE_GROUPS.filter((group) => entry[group.key].length).map((group) => (
          <section
            key={group.key}
            className={`changelog-group changelog-group-${group.key}`}
            aria-label={`${group.label} in ${PRODUCTS[entry.product].label} ${entry.version}`}
          >
            <h3 className="changelog-group-title">{group.label}</h3>
            <ul>
              {entry[group.key].map((change) => (
                <ChangeItem key={change.text} change={change} repository={entry.pr_repository} />
              ))}
            </ul>
          </section>
        ))}
        {entry.patches.length > 0 && (
          <p className="changelog-patches">
            Patch releases:{' '}
            {entry.patches.map((patch, index) => (
              <Fragment key={patch.version}>
                {index > 0 && ', '}
                <a href={tagUrl(PRODUCTS[entry.product].tag(patch.version))} rel="noopener">
                  {patch.version}
                </a>{' '}
                ({formatDate(patch.date)})
              </Fragment>
            ))}
            .
          </p>
        )}
        <p className="changelog-links">
          <a href={tagUrl(tag)} rel="noopener">
            Tag {tag} on GitHub
          </a>
          {compare && (
            <a href={compare} rel="noopener">
              All changes since {entry.previous}
            </a>
          )}
          {releasedBy.length > 0 && (
            <span>
              Released by{' '}
              {releasedBy.map((author, index) => (
                <Fragment key={author.id}>
                  {index > 0 && ', '}
                  <Link href={`/cp/releases/authors#${author.id}`}>{author.name}</Link>
                </Fragment>
              ))}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
