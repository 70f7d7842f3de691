import { ContentErrors } from './errors';
import { sidebarForRoute, sidebarIdForRoute, type SidebarScope } from './route';

/** One entry of an edition's ordering file (content/sidebars.ts). */
export type SidebarConfigItem =
  /** A page, by its route without the edition prefix: 'guide/dbt'. */
  | string
  /**
   * Every page under a folder, ordered by sidebar_position then label; subfolders become groups, named
   * after their index page, or `folders[<subfolder path relative to dir>]`, or else the folder's name.
   */
  | { label: string; dir: string; collapsed?: boolean; folders?: Record<string, string> }
  /** A page that app/ serves rather than a content file, such as the API reference. */
  | { label: string; href: string }
  /** A group whose entries are listed by hand. */
  | { label: string; items: SidebarConfigItem[]; collapsed?: boolean };

export interface SidebarConfig {
  /** Shown in breadcrumbs and above the sidebar. */
  label: string;
  /** The first folder of every route in this sidebar: 'cp' for /cp/... */
  root: string;
  /**
   * The top folders under root that only this sidebar lists (see sidebarForRoute). A `dir` entry in one of them that has no pages yet
   * is left out of the tree.
   */
  folders?: string[];
  /** Single pages under root that only this sidebar lists, though their folder belongs to another sidebar. */
  pages?: string[];
  items: SidebarConfigItem[];
}

export type SidebarsConfig = Record<string, SidebarConfig>;

export type SidebarItem =
  | { type: 'link'; label: string; href: string }
  | { type: 'group'; label: string; href?: string; collapsed: boolean; children: SidebarItem[] };

export interface SidebarPage {
  route: string;
  label: string;
  position?: number;
}

/** Builds one sidebar tree; throws naming every page that is missing, unknown or placed twice. */
export function buildSidebar(
  name: string,
  config: SidebarConfig,
  pages: SidebarPage[],
  scopes: Record<string, SidebarScope> = { [name]: config },
): SidebarItem[] {
  const byId = new Map<string, SidebarPage>();
  for (const page of pages) {
    if (sidebarForRoute(page.route, scopes) !== name) continue;
    const id = sidebarIdForRoute(page.route, config.root);
    if (id !== null) byId.set(id, page);
  }
  const placed = new Set<string>();
  const problems: string[] = [];

  const place = (id: string) => {
    if (placed.has(id)) problems.push(`page '${id}' is placed twice`);
    placed.add(id);
  };

  const fromFolder = (dir: string, root: string = dir, folders: Record<string, string> = {}): SidebarItem[] => {
    const prefix = `${dir}/`;
    const direct = new Map<string, { position?: number; label: string; item: SidebarItem }>();
    const childFolders = new Set<string>();
    for (const id of byId.keys()) {
      if (!id.startsWith(prefix)) continue;
      const rest = id.slice(prefix.length);
      if (rest.includes('/')) childFolders.add(rest.split('/')[0]);
    }
    for (const [id, page] of byId) {
      if (!id.startsWith(prefix) || id.slice(prefix.length).includes('/') || childFolders.has(id.slice(prefix.length))) continue;
      place(id);
      direct.set(id, { position: page.position, label: page.label, item: { type: 'link', label: page.label, href: page.route } });
    }
    for (const folder of childFolders) {
      const id = `${prefix}${folder}`;
      const folderPage = byId.get(id);
      if (folderPage) place(id);
      const children = fromFolder(id, root, folders);
      const label = folderPage?.label ?? folders[id.slice(root.length + 1)] ?? humanize(folder);
      direct.set(id, {
        position: folderPage?.position,
        label,
        item: { type: 'group', label, href: folderPage?.route, collapsed: true, children },
      });
    }
    return [...direct.values()].sort(byPositionThenLabel).map((entry) => entry.item);
  };

  const build = (items: SidebarConfigItem[]): SidebarItem[] =>
    items.flatMap((item): SidebarItem[] => {
      if (typeof item === 'string') {
        const page = byId.get(item);
        if (!page) {
          problems.push(`no page '${item}' (expected a file for /${config.root}/${item})`);
          return [];
        }
        place(item);
        return [{ type: 'link', label: page.label, href: page.route }];
      }
      if ('href' in item) return [{ type: 'link', label: item.label, href: item.href }];
      if ('dir' in item) {
        const folderPage = byId.get(item.dir);
        if (folderPage) place(item.dir);
        const children = fromFolder(item.dir, item.dir, item.folders);
        if (!children.length && !folderPage) {
          // A folder this sidebar owns may still be empty while its pages are written: it is left out, not shown empty.
          if (config.folders?.includes(item.dir.split('/')[0])) return [];
          problems.push(`folder '${item.dir}' has no pages`);
        }
        return [{ type: 'group', label: item.label, href: folderPage?.route, collapsed: item.collapsed ?? true, children }];
      }
      const children = build(item.items);
      return children.length ? [{ type: 'group', label: item.label, collapsed: item.collapsed ?? true, children }] : [];
    });

  const tree = build(config.items);
  for (const [label, count] of groupLabelCounts(tree)) {
    if (count > 1)
      problems.push(
        `${count} groups are labelled '${label}': give each group a label unique within its sidebar (a ` +
          `subfolder's group takes its label from \`folders\` in its dir entry)`,
      );
  }
  const unplaced = [...byId.keys()].filter((id) => !placed.has(id));
  if (unplaced.length) problems.push(`pages not in the sidebar: ${unplaced.join(', ')} (add them, or a folder entry that holds them)`);
  if (problems.length) throw new ContentErrors(problems.map((problem) => new Error(`sidebars.ts: sidebar '${name}': ${problem}`)));
  return tree;
}

/** How many groups carry each label, anywhere in the tree. */
export function groupLabelCounts(items: SidebarItem[], counts = new Map<string, number>()): Map<string, number> {
  for (const item of items) {
    if (item.type !== 'group') continue;
    counts.set(item.label, (counts.get(item.label) ?? 0) + 1);
    groupLabelCounts(item.children, counts);
  }
  return counts;
}

function byPositionThenLabel(a: { position?: number; label: string }, b: { position?: number; label: string }): number {
  const pa = a.position ?? Number.POSITIVE_INFINITY;
  const pb = b.position ?? Number.POSITIVE_INFINITY;
  return pa !== pb ? pa - pb : a.label.localeCompare(b.label);
}

function humanize(folder: string): string {
  const words = folder.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The links a group lists when open: its own page first (a link inside <summary> would nest two controls), then its children. */
export function groupList<T>(group: { label: string; href?: string; children: T[] }): (T | SidebarLink)[] {
  return group.href ? [{ type: 'link', label: group.label, href: group.href }, ...group.children] : group.children;
}

type SidebarLink = Extract<SidebarItem, { type: 'link' }>;

/** A group that is closed on a page, as the page sends it: its label and the first page it leads to, not its links. */
export interface ClosedGroup {
  type: 'closed';
  label: string;
  href: string;
}

/** A sidebar entry as a page sends it (pageSidebar): a link, an open group, or a closed one. */
export type SidebarEntry =
  SidebarLink | { type: 'group'; label: string; href?: string; collapsed: boolean; children: SidebarEntry[] } | ClosedGroup;

/** Whether `route` is the item's page or one of its pages. */
export function containsRoute(item: SidebarEntry, route: string): boolean {
  return item.type === 'group' ? item.href === route || item.children.some((child) => containsRoute(child, route)) : item.href === route;
}

/**
 * A sidebar as the page at `current` sends it: a group that is collapsed and does not hold the page becomes a
 * ClosedGroup, whose links the browser fetches from the sidebar's file when a reader opens it. Every entry keeps
 * its position, so a closed group's place (groupAt) is the same in the whole sidebar.
 */
export function pageSidebar(items: SidebarItem[], current: string): SidebarEntry[] {
  return items.map((item): SidebarEntry => {
    if (item.type === 'link') return item;
    if (item.collapsed && !containsRoute(item, current)) return { type: 'closed', label: item.label, href: firstHref(item) ?? '#' };
    return { ...item, children: pageSidebar(item.children, current) };
  });
}

/**
 * A page's sidebar entries as its flight data carries them, about half the bytes of SidebarEntry's objects: a link is
 * [label, href], a closed group [label, href, 0], an open group [label, href or 0, collapsed (1) or not (0), entries].
 */
export type PackedEntry =
  | [label: string, href: string]
  | [label: string, href: string, closed: 0]
  | [label: string, href: string | 0, collapsed: 0 | 1, entries: PackedEntry[]];

export function packSidebar(entries: SidebarEntry[]): PackedEntry[] {
  return entries.map((entry): PackedEntry => {
    if (entry.type === 'link') return [entry.label, entry.href];
    if (entry.type === 'closed') return [entry.label, entry.href, 0];
    return [entry.label, entry.href ?? 0, entry.collapsed ? 1 : 0, packSidebar(entry.children)];
  });
}

export function unpackSidebar(packed: PackedEntry[]): SidebarEntry[] {
  return packed.map((entry): SidebarEntry => {
    if (entry.length === 2) return { type: 'link', label: entry[0], href: entry[1] };
    if (entry.length === 3) return { type: 'closed', label: entry[0], href: entry[1] };
    const [label, href, collapsed, children] = entry;
    return { type: 'group', label, ...(href ? { href } : {}), collapsed: collapsed === 1, children: unpackSidebar(children) };
  });
}

/** The group at `path` (indexes into each level's list as groupList gives it), if there is one. */
export function groupAt(items: SidebarItem[], path: number[]): Extract<SidebarItem, { type: 'group' }> | undefined {
  let list = items;
  let group: SidebarItem | undefined;
  for (const index of path) {
    group = list[index];
    if (group?.type !== 'group') return undefined;
    list = groupList(group);
  }
  return group?.type === 'group' ? group : undefined;
}

/** The first page a group leads to: where its label takes a reader before its list has loaded. */
export function firstHref(item: SidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  return item.href ?? item.children.map(firstHref).find(Boolean);
}
