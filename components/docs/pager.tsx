import { AppLink as Link } from '@/components/shell/app-link';
import type { NavLink } from '@/lib/content';

/** Previous and next pages in the sidebar's reading order. */
export function Pager({ prev, next }: { prev?: NavLink; next?: NavLink }) {
  if (!prev && !next) return null;
  return (
    <nav aria-label="Previous and next pages" className="pager">
      {prev ? (
        <Link href={prev.href} className="pager-link pager-prev" rel="prev">
          <span className="pager-hint">Previous</span>
          <span className="pager-label">« {prev.label}</span>
        </Link>
      ) : <span />}
      {next ? (
        <Link href={next.href} className="pager-link pager-next" rel="next">
          <span className="pager-hint">Next</span>
          <span className="pager-label">{next.label} »</span>
        </Link>
      ) : <span />}
    </nav>
  );
}
