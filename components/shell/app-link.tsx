'use client';

import Link from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { allowsPrefetch, type ConnectionInfo } from '@/lib/connection';

type NavigatorWithConnection = Navigator & { connection?: ConnectionInfo & EventTarget };

const subscribe = (onChange: () => void) => {
  const connection = (navigator as NavigatorWithConnection).connection;
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
};
/** Whether this browser's connection welcomes prefetching (not 2G, not Save-Data). */
export const prefetchAllowed = () => allowsPrefetch((navigator as NavigatorWithConnection).connection);

/** next/link that does not prefetch on 2G connections or when the browser asks to save data. */
export function AppLink(props: ComponentProps<typeof Link>) {
  const allowed = useSyncExternalStore(subscribe, prefetchAllowed, () => true);
  return <Link {...props} prefetch={allowed ? props.prefetch : false} />;
}
