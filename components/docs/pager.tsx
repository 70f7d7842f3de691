import { AppLink as Link } from '@/components/shell/app-link';
import type { NavLink } from '@/lib/content';

/** Links to the page before and after this one: in the docs' reading order, or between releases. */
export function Pager({
  prev,
  next,
  label = 'Previous and next pages',
  prevHint = 'Previous',
  nextHint = 'Next',
}: {
  prev?: NavLink;
  next?: NavLink;
  label?: string;
  prevHint?: string;
  nextHint?: string;
}) {
  if (!prev && !next) return null;
  return (
    <nav aria-label={label} className="pager">
      {prev ? (
        <Link href={prev.href} className="pager-link pager-prev" rel="prev">
          <span className="pager-hint">{prevHint}</span>
          <span className="pager-label">« {prev.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.href} className="pager-link pager-next" rel="next">
          <span className="pager-hint">{nextHint}</span>
          <span className="pager-label">{next.label} »</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
