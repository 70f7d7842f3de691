'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

const builtAt = (event: Event) => (JSON.parse((event as MessageEvent).data) as { builtAt: number }).builtAt;

/**
 * `npm run dev` only: listens to the content watcher (scripts/tools/dev.ts). When a content file is saved,
 * the page refreshes at once: the refresh drops every page the router cached or prefetched (an edit
 * of a page not open included), and the dev server answers it, and any navigation, once the rebuild
 * is done. After a content error the error covers the page until the next good save.
 * `renderedAt` is when the server rendered the page, on the clock of the machine that builds the content.
 */
export function DevReload({ eventsUrl, renderedAt }: { eventsUrl: string; renderedAt: number }) {
  const router = useRouter();
  const [error, setError] = useState<string>();
  /** When the content this page shows was built, at the latest. */
  const shownBuild = useRef(renderedAt);
  useEffect(() => {
    shownBuild.current = Math.max(shownBuild.current, renderedAt);
  }, [renderedAt]);
  useEffect(() => {
    const events = new EventSource(eventsUrl);
    let refreshed = false;
    // Sent on each connection, with the end of the last good build: a page that was not listening yet
    // (it loads before it connects) or lost the stream for a while still learns of the builds it missed.
    events.addEventListener('ready', (event) => {
      if (builtAt(event) <= shownBuild.current) return;
      shownBuild.current = builtAt(event);
      router.refresh();
    });
    events.addEventListener('building', () => {
      refreshed = true;
      router.refresh();
    });
    events.addEventListener('reload', (event) => {
      setError(undefined);
      shownBuild.current = Math.max(shownBuild.current, builtAt(event));
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
