'use client';

import { useEffect } from 'react';
import { APP_STARTED_ATTRIBUTE, APP_STARTED_EVENT } from '@/lib/browser/app-started';

/** Tells the page's boot script that the app has started, so it replays the clicks it held. Renders nothing. */
export function AppStarted() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
    window.dispatchEvent(new Event(APP_STARTED_EVENT));
  }, []);
  return null;
}
