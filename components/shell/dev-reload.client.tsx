'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

/**
 * `npm run dev` only: listens to the content watcher (scripts/tools/dev.ts). After a good rebuild the page
 * refreshes in place; after a content error the error covers the page until the next good save.
 */
export function DevReload({ eventsUrl }: { eventsUrl: string }) {
  const router = useRouter();
  const [error, setError] = useState<string>();
  useEffect(() => {
    const events = new EventSource(eventsUrl);
    events.addEventListener('reload', () => {
      setError(undefined);
      router.refresh();
    });
    events.addEventListener('content-error', (event) =>
      setError((JSON.parse((event as MessageEvent).data) as { message: string }).message),
    );
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
