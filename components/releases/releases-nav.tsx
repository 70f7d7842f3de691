import { AppLink as Link } from '@/components/shell/app-link';
import { getChangelog } from '@/lib/content';
import { changelogPages, entryAnchor, entryTitle } from '@/lib/releases/changelog';
import { RELEASE_FEEDS } from '@/lib/releases/feed-routes';
import { SidebarSlot } from '@/components/docs/sidebar-slot.client';

const RECENT = 8;

/** The section's side column: the newest releases, the list's pages, the archive, authors and feeds. */
export function ReleasesNav({ current }: { current?: string }) {
  const [first] = changelogPages(getChangelog());
  return (
    <aside className="releases-sidebar" aria-label="Release notes">
      <SidebarSlot>
        <nav aria-label="Release notes pages" className="sidebar-nav">
          <p className="sidebar-title">Newest releases</p>
          <ul className="sidebar-list">
            {first.entries.slice(0, RECENT).map((entry) => (
              <li key={entryAnchor(entry)}>
                <Link href={`/cp/releases#${entryAnchor(entry)}`} className="sidebar-link">
                  {entryTitle(entry)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="sidebar-title">More</p>
          <ul className="sidebar-list">
            <li>
              <Link href="/cp/releases" className="sidebar-link">
                All releases
              </Link>
            </li>
            <li>
              <Link
                href="/cp/releases/archive"
                className="sidebar-link"
                aria-current={current === '/cp/releases/archive' ? 'page' : undefined}
              >
                Archive
              </Link>
            </li>
            <li>
              <Link href="/cp/releases/archive#wren-ai-cloud" className="sidebar-link">
                Wren AI Cloud versions
              </Link>
            </li>
            <li>
              <Link
                href="/cp/releases/authors"
                className="sidebar-link"
                aria-current={current === '/cp/releases/authors' ? 'page' : undefined}
              >
                Authors
              </Link>
            </li>
            {RELEASE_FEEDS.map((feed) => (
              <li key={feed.href}>
                <a href={feed.href} className="sidebar-link">
                  {feed.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </SidebarSlot>
    </aside>
  );
}
