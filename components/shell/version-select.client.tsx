'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import type { SidebarScope } from '@/lib/content/route';
import { versionForPath, versionGroups } from '@/lib/config/doc-version';
import { siteConfig } from '@/lib/config/site-config';

export const VERSION_STORAGE_KEY = 'docs-version';

const noop = () => () => {};
const stored = () => {
  try {
    return window.localStorage.getItem(VERSION_STORAGE_KEY);
  } catch {
    return null;
  }
};

/**
 * Which documentation set the reader follows; the choice is remembered and opens that set. The server
 * passes each sidebar's scope: importing content/sidebars.ts here would put it in the client bundle, and
 * every save of it in `npm run dev` would hot-reload this component mid-render (React warned).
 */
export function VersionSelect({ scopes }: { scopes: Record<string, SidebarScope> }) {
  const pathname = usePathname();
  const router = useRouter();
  const saved = useSyncExternalStore(noop, stored, () => null);
  const current = versionForPath(pathname, siteConfig.versions, scopes)?.id ?? saved ?? siteConfig.versions[0].id;
  return (
    <label className="navbar-select">
      <span className="visually-hidden">Documentation version</span>
      <select
        value={current}
        onChange={(event) => {
          const version = siteConfig.versions.find((v) => v.id === event.target.value)!;
          try {
            window.localStorage.setItem(VERSION_STORAGE_KEY, version.id);
          } catch {
            /* not remembered */
          }
          router.push(version.href);
        }}
      >
        {versionGroups(siteConfig.versions).map(({ group, versions }) => {
          const options = versions.map((version) => (
            <option key={version.id} value={version.id}>
              {version.label}
            </option>
          ));
          return group ? (
            <optgroup key={group} label={group}>
              {options}
            </optgroup>
          ) : (
            options
          );
        })}
      </select>
    </label>
  );
}
