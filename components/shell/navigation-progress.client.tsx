'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { anchorOf, linkClick, PROGRESS_DELAY_MS, SPINNER_DELAY_MS, startsPageNavigation } from '@/lib/browser/navigation-intent';

type Stage = 'idle' | 'bar' | 'spinner';

/**
 * A progress bar when a page takes longer than 200 ms to arrive, and a spinner when it is slow.
 * Fast navigations show nothing. A navigation starts at a link click or back/forward and ends
 * when the path changes.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  const [stage, setStage] = useState<Stage>('idle');
  const timers = useRef<number[]>([]);

  const clearTimers = () => {
    timers.current.forEach(window.clearTimeout);
    timers.current = [];
  };

  useEffect(() => {
    const start = () => {
      clearTimers();
      timers.current = [
        window.setTimeout(() => setStage('bar'), PROGRESS_DELAY_MS),
        window.setTimeout(() => setStage('spinner'), SPINNER_DELAY_MS),
        window.setTimeout(() => setStage('idle'), 15_000),
      ];
    };
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event);
      if (anchor && startsPageNavigation(linkClick(anchor, event), new URL(window.location.href))) start();
    };
    // Capture phase: Next's <Link> handles the click (and prevents its default) before it bubbles.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', start);
    return () => {
      clearTimers();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', start);
    };
  }, []);

  // A new path ends the navigation: the stage resets while rendering it (React's pattern for state that follows a prop)...
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setStage('idle');
  }
  // ...and its timers stop once it is on screen.
  useEffect(() => clearTimers(), [pathname]);

  if (stage === 'idle') return null;
  return (
    <>
      <div className="nav-progress" role="progressbar" aria-label="Loading page" />
      {stage === 'spinner' && (
        <div className="route-loading" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span>Loading page…</span>
        </div>
      )}
    </>
  );
}
