import type { ReactNode } from 'react';
import type { SidebarItem } from '@/lib/content';
import { groupList } from '@/lib/content/sidebar';

type Group = Extract<SidebarItem, { type: 'group' }>;

interface ListProps {
  items: SidebarItem[];
  current: string;
  /** Renders a group that is closed on this page instead of its full list; without it, every group is rendered whole. */
  closedGroup?: (group: Group, path: number[]) => ReactNode;
  path?: number[];
}

/** A sidebar's links and groups; used by the server-rendered sidebar and by a group that loads its links in the browser. */
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
          ) : (
            <SidebarGroup group={item} current={current} closedGroup={closedGroup} path={[...path, index]} />
          )}
        </li>
      ))}
    </ul>
  );
}

function SidebarGroup({
  group,
  current,
  closedGroup,
  path,
}: {
  group: Group;
  current: string;
  closedGroup?: ListProps['closedGroup'];
  path: number[];
}) {
  const open = !group.collapsed || containsRoute(group, current);
  if (!open && closedGroup) return closedGroup(group, path);
  return (
    <details open={open} className="sidebar-group">
      <summary className="sidebar-group-label">{group.label}</summary>
      <SidebarList items={groupList(group)} current={current} closedGroup={closedGroup} path={path} />
    </details>
  );
}

function containsRoute(item: SidebarItem, route: string): boolean {
  return item.type === 'link' ? item.href === route : item.href === route || item.children.some((child) => containsRoute(child, route));
}
