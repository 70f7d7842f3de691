'use client';

import { unpackSidebar, type PackedEntry } from '@/lib/content/sidebar';
import { LazySidebarGroup } from './lazy-sidebar-group.client';
import { SidebarList } from './sidebar-list';

/**
 * A doc page's sidebar: groups are <details>, so they open and close without JavaScript, and links are plain
 * anchors that LinkInterceptor turns into client-side navigations. A client component, so a page sends its
 * entries as packed data (about 30 bytes a link besides its label and address) rather than as rendered elements (about
 * 170), three times a page: in the HTML's flight data, the .txt payload and the page's segment file. A closed group is
 * sent as its label only and fetches its links when opened.
 */
export function SidebarNav({ name, title, entries, current }: { name: string; title: string; entries: PackedEntry[]; current: string }) {
  const items = unpackSidebar(entries);
  return (
    <nav aria-label={`${title} pages`} className="sidebar-nav">
      <p className="sidebar-title">{title}</p>
      <SidebarList
        items={items}
        current={current}
        closedGroup={(group, path) => <LazySidebarGroup sidebar={name} path={path} label={group.label} fallbackHref={group.href} />}
      />
    </nav>
  );
}
