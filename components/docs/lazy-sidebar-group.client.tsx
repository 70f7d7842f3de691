'use client';

import { useEffect, useRef, useState } from 'react';
import type { SidebarItem } from '@/lib/content/sidebar';
import { groupAt, groupList } from '@/lib/content/sidebar';
import { sidebarFileUrl, sidebarLoadError } from '@/lib/content/sidebar-file';
import { SidebarList } from './sidebar-list';

const loaded = new Map<string, Promise<SidebarItem[]>>();

/** One request per sidebar per visit, shared by all its closed groups. */
function sidebarItems(sidebar: string): Promise<SidebarItem[]> {
  let items = loaded.get(sidebar);
  if (!items) {
    const url = sidebarFileUrl(sidebar);
    const failure = (error: unknown) => {
      throw new Error(sidebarLoadError(url, { error }));
    };
    items = fetch(url).then((response) => {
      if (!response.ok) throw new Error(sidebarLoadError(url, { status: response.status, statusText: response.statusText }));
      return (response.json() as Promise<SidebarItem[]>).catch(failure);
    }, failure);
    items.catch(() => loaded.delete(sidebar));
    loaded.set(sidebar, items);
  }
  return items;
}

/**
 * A sidebar group that is closed on this page: the server sends its label and a link to its first page,
 * and its links are fetched from the sidebar's JSON file the first time it is opened.
 */
export function LazySidebarGroup({
  sidebar,
  path,
  label,
  fallbackHref,
}: {
  sidebar: string;
  path: number[];
  label: string;
  fallbackHref: string;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const [items, setItems] = useState<SidebarItem[]>();
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (!details.current?.open || items) return;
    sidebarItems(sidebar).then(
      (all) => {
        const group = groupAt(all, path);
        if (group) return setItems(groupList(group));
        console.error(sidebarLoadError(sidebarFileUrl(sidebar), { path }));
        setFailed(true);
      },
      (error: Error) => {
        console.error(error.message);
        setFailed(true);
      },
    );
  };
  // A group opened before the page's code started has no toggle event to catch.
  useEffect(load, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, at mount; later opens come through onToggle
  return (
    <details ref={details} className="sidebar-group" onToggle={load}>
      <summary className="sidebar-group-label">{label}</summary>
      {items ? (
        <SidebarList items={items} current="" />
      ) : (
        <ul className="sidebar-list">
          <li>
            <a href={fallbackHref} className="sidebar-link">
              {failed ? `${label} (the list failed to load)` : label}
            </a>
          </li>
        </ul>
      )}
    </details>
  );
}
