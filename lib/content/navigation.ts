import type { SidebarItem } from './sidebar';

export interface NavLink {
  label: string;
  href: string;
}

export interface Crumb {
  label: string;
  href?: string;
}

/** Every page of a sidebar in reading order: a group's own page comes before its children. */
export function flattenSidebar(items: SidebarItem[]): NavLink[] {
  return items.flatMap((item) =>
    item.type === 'link'
      ? [{ label: item.label, href: item.href }]
      : [...(item.href ? [{ label: item.label, href: item.href }] : []), ...flattenSidebar(item.children)],
  );
}

/** The previous and next pages around `route` in reading order. */
export function neighbours(flat: NavLink[], route: string): { prev?: NavLink; next?: NavLink } {
  const index = flat.findIndex((link) => link.href === route);
  if (index < 0) return {};
  return { prev: flat[index - 1], next: flat[index + 1] };
}

/** The groups that lead to `route`, outermost first, ending with the page itself. */
export function breadcrumbs(items: SidebarItem[], route: string, trail: Crumb[] = []): Crumb[] | null {
  for (const item of items) {
    if (item.type === 'link') {
      if (item.href === route) return [...trail, { label: item.label }];
      continue;
    }
    if (item.href === route) return [...trail, { label: item.label }];
    const found = breadcrumbs(item.children, route, [...trail, { label: item.label, href: item.href }]);
    if (found) return found;
  }
  return null;
}
