import { AppLink as Link } from '@/components/shell/app-link';
import { getChangelog, getReleases } from '@/lib/content';
import { CHANGELOG_ROUTE, CHANGELOG_TITLE, changelogPages, entryAnchor, entryTitle } from '@/lib/releases/changelog';
import { CHANGELOG_FEEDS } from '@/lib/releases/feed-routes';
import { RELEASES_ROUTE } from '@/lib/releases/list';
import { SidebarSlot } from '@/components/docs/sidebar-slot.client';

const RECENT = 8;

/** Sidebar links, the current page's marked. */
const links = (items: { href: string; label: string }[], current?: string) =>
  items.map((item) => (
    <li key={item.href}>
      <Link href={item.href} className="sidebar-link" aria-current={current === item.href ? 'page' : undefined}>
        {item.label}
      </Link>
    </li>
  ));

/**
 * The section's side column, like a blog's: the newest Wren AI Cloud versions (or, on the changelog, its
 * newest releases), then the lists, the archive, authors and the changelog's feeds.
 */
export function ReleasesNav({ current, recent = 'cloud' }: { current?: string; recent?: 'cloud' | 'changelog' }) {
  const items =
    recent === 'cloud'
      ? getReleases()
          .slice(0, RECENT)
          .map((release) => ({ href: release.route, label: release.title }))
      : changelogPages(getChangelog())[0]
          .entries.slice(0, RECENT)
          .map((entry) => ({ href: `${CHANGELOG_ROUTE}#${entryAnchor(entry)}`, label: entryTitle(entry) }));
  const more = [
    { href: RELEASES_ROUTE, label: 'Wren AI Cloud versions' },
    { href: CHANGELOG_ROUTE, label: CHANGELOG_TITLE },
    { href: `${RELEASES_ROUTE}/archive`, label: 'Archive' },
    { href: `${RELEASES_ROUTE}/authors`, label: 'Authors' },
  ];
  return (
    <aside className="releases-sidebar" aria-label="Release notes">
      <SidebarSlot>
        <nav aria-label="Release notes pages" className="sidebar-nav">
          <p className="sidebar-title">{recent === 'cloud' ? 'Newest versions' : 'Newest releases'}</p>
          <ul className="sidebar-list">{links(items, current)}</ul>
          <p className="sidebar-title">More</p>
          <ul className="sidebar-list">
            {links(more, current)}
            {CHANGELOG_FEEDS.map((feed) => (
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
