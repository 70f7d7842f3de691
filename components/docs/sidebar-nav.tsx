import type { SidebarItem } from '@/lib/content';
import { firstHref } from '@/lib/content/sidebar';
import { LazySidebarGroup } from './lazy-sidebar-group.client';
import { SidebarList } from './sidebar-list';

/**
 * A sidebar rendered on the server: groups are <details>, so they open and close without JavaScript,
 * and links are plain anchors that LinkInterceptor turns into client-side navigations. A closed group
 * is sent as its label only and fetches its links when opened, so a page does not carry (three times:
 * HTML, flight data, payload) the links of every group it is not in.
 */
export function SidebarNav({ name, title, items, current }: { name: string; title: string; items: SidebarItem[]; current: string }) {
  return (
    <nav aria-label={`${title} pages`} className="sidebar-nav">
      <p className="sidebar-title">{title}</p>
      <SidebarList
        items={items}
        current={current}
        closedGroup={(group, path) => (
          <LazySidebarGroup sidebar={name} path={path} label={group.label} fallbackHref={firstHref(group) ?? '#'} />
        )}
      />
    </nav>
  );
}
