import { AppLink as Link } from '@/components/shell/app-link';
import { getReleases } from '@/lib/content';
import { RELEASE_FEEDS } from '@/lib/releases/feed-routes';
import { SidebarSlot } from '../docs/sidebar-slot.client';

const RECENT = 10;

/** The section's side column at desktop width: recent releases, the archive, authors and feeds. */
export function ReleasesNav({ current }: { current?: string }) {
  return (
    <aside className="releases-sidebar" aria-label="Release notes">
      <SidebarSlot>
      <nav aria-label="Release notes pages" className="sidebar-nav">
      <p className="sidebar-title">Recent releases</p>
      <ul className="sidebar-list">
        {getReleases().slice(0, RECENT).map((release) => (
          <li key={release.route}>
            <Link href={release.route} className="sidebar-link" aria-current={release.route === current ? 'page' : undefined}>{release.title}</Link>
          </li>
        ))}
      </ul>
      <p className="sidebar-title">More</p>
      <ul className="sidebar-list">
        <li><Link href="/cp/releases" className="sidebar-link">All releases</Link></li>
        <li><Link href="/cp/releases/archive" className="sidebar-link">Archive</Link></li>
        <li><Link href="/cp/releases/authors" className="sidebar-link">Authors</Link></li>
        {RELEASE_FEEDS.map((feed) => <li key={feed.href}><a href={feed.href} className="sidebar-link">{feed.label}</a></li>)}
      </ul>
      </nav>
      </SidebarSlot>
    </aside>
  );
}
