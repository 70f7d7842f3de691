'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

/**
 * `npm run dev` only: listens to the content watcher (scripts/tools/dev.ts). When a content file is saved,
 * the page refreshes at once: the refresh drops every page the router cached or prefetched (an edit
 * of a page not open included), and the dev server answers it, and any navigation, once the rebuild
 * is done. After a content error the error covers the page until the next good save.
 */
export function DevReload({ eventsUrl }: { eventsUrl: string }) {
  const router = useRouter();
  const [error, setError] = useState<string>();
  useEffect(() => {
    const events = new EventSource(eventsUrl);
    let refreshed = false;
    events.addEventListener('building', () => {
      refreshed = true;
      router.refresh();
    });
    events.addEventListener('reload', () => {
      setError(undefined);
      // A rebuild this page did not hear start of (it connected during it) still refreshes it.
      if (!refreshed) router.refresh();
      refreshed = false;
    });
    events.addEventListener('content-error', (event) => {
      refreshed = false;
      setError((JSON.parse((event as MessageEvent).data) as { message: string }).message);
    });
    return () => events.close();
  }, [eventsUrl, router]);
  if (!error) return null;
  return (
    <div role="alert" className="dev-content-error">
      <strong>Content error</strong>
      <pre>{error}</pre>
      <p>Fix the file and save it: this page refreshes by itself.</p>
    </div>
  );
}
