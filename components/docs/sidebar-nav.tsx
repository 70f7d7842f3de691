import type { SidebarItem } from '@/lib/content';

/**
 * A sidebar rendered on the server: groups are <details>, so they open and close without JavaScript,
 * and links are plain anchors that LinkInterceptor turns into client-side navigations.
 */
export function SidebarNav({ title, items, current }: { title: string; items: SidebarItem[]; current: string }) {
  return (
    <nav aria-label={`${title} pages`} className="sidebar-nav">
      <p className="sidebar-title">{title}</p>
      <SidebarList items={items} current={current} />
    </nav>
  );
}

function SidebarList({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <ul className="sidebar-list">
      {items.map((item) => (
        <li key={`${item.label}-${item.type === 'link' ? item.href : 'group'}`}>
          {item.type === 'link' ? <SidebarLink href={item.href} label={item.label} current={current} /> : <SidebarGroup item={item} current={current} />}
        </li>
      ))}
    </ul>
  );
}

function SidebarLink({ href, label, current }: { href: string; label: string; current: string }) {
  return (
    <a href={href} className="sidebar-link" aria-current={href === current ? 'page' : undefined}>
      {label}
    </a>
  );
}

function SidebarGroup({ item, current }: { item: Extract<SidebarItem, { type: 'group' }>; current: string }) {
  const open = !item.collapsed || containsRoute(item, current);
  return (
    <details open={open} className="sidebar-group">
      <summary className="sidebar-group-label">{item.label}</summary>
      {/* The group's own page leads its list: a link inside <summary> would nest two controls. */}
      <SidebarList items={item.href ? [{ type: 'link', label: item.label, href: item.href }, ...item.children] : item.children} current={current} />
    </details>
  );
}

function containsRoute(item: SidebarItem, route: string): boolean {
  return item.type === 'link' ? item.href === route : item.href === route || item.children.some((child) => containsRoute(child, route));
}
