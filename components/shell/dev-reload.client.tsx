'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { ContentEvent } from '@/lib/dev/content-events';

/**
 * `npm run dev` only: listens to the content events (lib/dev/content-events.ts). When a content file is
 * saved, the page refreshes at once: the refresh drops every page the router cached or prefetched (an
 * edit of a page not open included), and the dev server answers it, and any navigation, once the
 * rebuild is done. After a content error the error covers the page until the next good save.
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
    let socket: WebSocket | undefined;
    let retry: number | undefined;
    let refreshed = false;
    const handle = (message: ContentEvent) => {
      switch (message.event) {
        // Sent on each connection: a page that was not listening yet (it loads before it connects) or
        // lost the connection for a while still learns of the builds it missed.
        case 'ready':
          if (message.builtAt <= shownBuild.current) return;
          shownBuild.current = message.builtAt;
          router.refresh();
          return;
        case 'building':
          refreshed = true;
          router.refresh();
          return;
        case 'reload':
          setError(undefined);
          shownBuild.current = Math.max(shownBuild.current, message.builtAt);
          // A rebuild this page did not hear start of (it connected during it) still refreshes it.
          if (!refreshed) router.refresh();
          refreshed = false;
          return;
        case 'content-error':
          refreshed = false;
          setError(message.message);
      }
    };
    const connect = () => {
      const url = new URL(eventsUrl, window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(url);
      socket.onmessage = (message) => handle(JSON.parse(String(message.data)) as ContentEvent);
      // The dev server restarted or stopped: try again, as an EventSource would.
      socket.onclose = () => (retry = window.setTimeout(connect, 1000));
    };
    connect();
    return () => {
      window.clearTimeout(retry);
      if (socket) socket.onclose = null;
      socket?.close();
    };
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
