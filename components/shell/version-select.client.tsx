'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { shownVersion, switchTarget, versionGroups, type EditionScopes, type PageCounterparts } from '@/lib/config/doc-version';
import { siteConfig } from '@/lib/config/site-config';

export const VERSION_STORAGE_KEY = 'docs-version';

/** What the dropdown and its label say the control chooses. */
export const EDITION_SELECT_LABEL = 'Product edition';

const noop = () => () => {};
const stored = () => {
  try {
    return window.localStorage.getItem(VERSION_STORAGE_KEY);
  } catch {
    return null;
  }
};

/** The counterparts the page on screen handed over (EditionCounterparts); read when the reader switches. */
let pageCounterparts: PageCounterparts | undefined;

/**
 * Rendered by a docs page: the same page in the other editions, computed on the server from the table in
 * lib/config/edition-map.ts, so neither the table nor the list of pages reaches the client bundle.
 */
export function EditionCounterparts({ route, routes }: PageCounterparts) {
  useEffect(() => {
    const mine = { route, routes };
    pageCounterparts = mine;
    return () => {
      if (pageCounterparts === mine) pageCounterparts = undefined;
    };
  }, [route, routes]);
  return null;
}

/**
 * The product edition whose docs the reader follows (the spec's docs version dropdown). Choosing one opens
 * the same page in that edition where there is one, else its start page, and is remembered. The server
 * passes each sidebar's scope: importing content/sidebars.ts here would put it in the client bundle, and
 * every save of it in `npm run dev` would hot-reload this component mid-render (React warned).
 */
export function VersionSelect({ scopes, labelled = false }: { scopes: EditionScopes; labelled?: boolean }) {
  const pathname = usePathname();
  const router = useRouter();
  const saved = useSyncExternalStore(noop, stored, () => null);
  const current = shownVersion(pathname, saved, siteConfig.versions, scopes).id;
  return (
    <label className="navbar-select" title={EDITION_SELECT_LABEL}>
      <span className={labelled ? 'navbar-select-label' : 'visually-hidden'}>{EDITION_SELECT_LABEL}</span>
      <select
        value={current}
        onChange={(event) => {
          const version = siteConfig.versions.find((v) => v.id === event.target.value)!;
          try {
            window.localStorage.setItem(VERSION_STORAGE_KEY, version.id);
          } catch {
            /* not remembered */
          }
          router.push(switchTarget(version, window.location.pathname, pageCounterparts));
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
