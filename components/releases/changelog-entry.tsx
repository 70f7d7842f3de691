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

/**
 * Where an entry's links to the site lead and how a documented change names its page: on the changelog page, the site's own
 * paths and the manifest's titles; in a feed (lib/releases/entry-html.ts), absolute URLs and the titles the content build knows.
 */
export interface EntrySite {
  /** Put before each path on the site: '' on the page, the site's URL in a feed. */
  siteUrl?: string;
  pageTitle?: (route: string) => string | undefined;
}

const manifestTitle = (route: string) => getPage(route)?.title;

function ChangeItem({ change, repository = PR_REPOSITORY, site }: { change: Change; repository?: string; site: Required<EntrySite> }) {
  const title = change.link ? site.pageTitle(change.link.split('#')[0]) : undefined;
  return (
    <li className="changelog-change">
      <Spans text={change.text} />
      {change.link && title && (
        <>
          {' '}
          <Link href={`${site.siteUrl}${change.link}`} className="changelog-doc">
            {title}
          </Link>
        </>
      )}
      {change.prs.length > 0 && (
        <span className="changelog-prs">
          {/* Spaces between the links: the page lays them out by flex gap, where a space shows nothing; a feed reader has no CSS. */}
          {change.prs.map((pr) => (
            <Fragment key={pr}>
              {' '}
              <a
                href={pullUrl(pr, repository)}
                rel="noopener"
                aria-label={repository === PR_REPOSITORY ? `Pull request ${pr}` : `${repository} pull request ${pr}`}
              >
                {pullLabel(pr, repository)}
              </a>
            </Fragment>
          ))}
        </span>
      )}
    </li>
  );
}

/**
 * One release of the changelog: product and version, tag date, what changed, and its tag on GitHub. The changelog page and
 * the release feeds (rendered to static markup) both show an entry through it.
 */
export function ChangelogEntryView({
  entry,
  authors,
  siteUrl = '',
  pageTitle = manifestTitle,
}: { entry: ChangelogEntry; authors: Author[] } & EntrySite) {
  const site = { siteUrl, pageTitle };
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
                <ChangeItem key={change.text} change={change} repository={entry.pr_repository} site={site} />
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
          {compare && ' '}
          {compare && (
            <a href={compare} rel="noopener">
              All changes since {entry.previous}
            </a>
          )}
          {releasedBy.length > 0 && ' '}
          {releasedBy.length > 0 && (
            <span>
              Released by{' '}
              {releasedBy.map((author, index) => (
                <Fragment key={author.id}>
                  {index > 0 && ', '}
                  <Link href={`${siteUrl}/cp/releases/authors#${author.id}`}>{author.name}</Link>
                </Fragment>
              ))}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
