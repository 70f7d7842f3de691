import type { ReactNode } from 'react';
import { containsRoute, groupList, type ClosedGroup, type SidebarEntry } from '@/lib/content/sidebar';

type Group = Extract<SidebarEntry, { type: 'group' }>;

interface ListProps {
  items: SidebarEntry[];
  current: string;
  /** Renders a group that is closed on this page (pageSidebar), which comes without its links. */
  closedGroup?: (group: ClosedGroup, path: number[]) => ReactNode;
  path?: number[];
}

/** A sidebar's links and groups; used by the page's sidebar and by a group that loads its links in the browser. */
export function SidebarList({ items, current, closedGroup, path = [] }: ListProps) {
  return (
    <ul className="sidebar-list">
      {items.map((item, index) => (
        // A sidebar never reorders: its position is key enough, and is sent three times per page (HTML, flight, payload).
        <li key={index}>
          {item.type === 'link' ? (
            <a href={item.href} className="sidebar-link" aria-current={item.href === current ? 'page' : undefined}>
              {item.label}
            </a>
          ) : item.type === 'closed' ? (
            closedGroup?.(item, [...path, index])
          ) : (
            <SidebarGroup group={item} current={current} closedGroup={closedGroup} path={[...path, index]} />
          )}
        </li>
      ))}
    </ul>
  );
}

function SidebarGroup({ group, current, closedGroup, path }: { group: Group; path: number[] } & Omit<ListProps, 'items' | 'path'>) {
  // A group of the whole sidebar (a loaded group's nested ones) opens as configured; a page's own groups are open.
  const open = !group.collapsed || containsRoute(group, current);
  return (
    <details open={open} className="sidebar-group">
      <summary className="sidebar-group-label">{group.label}</summary>
      <SidebarList items={groupList(group)} current={current} closedGroup={closedGroup} path={path} />
    </details>
  );
}
