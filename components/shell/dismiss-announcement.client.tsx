'use client';

import { ANNOUNCEMENT_STORAGE_KEY } from '@/lib/inline-scripts/announcement';

export function DismissAnnouncement({ id }: { id: string }) {
  const dismiss = () => {
    try {
      window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, id);
    } catch {
      // Storage can be unavailable (private mode); the bar still closes for this page.
    }
    document.documentElement.dataset.announcementDismissed = '';
  };
  return (
    <button type="button" className="icon-button announcement-close" aria-label="Dismiss the announcement" onClick={dismiss}>
      <svg viewBox="0 0 24 24" width="18" height="18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        <path d="M6 6l12 12M18 6 6 18" />
      </svg>
    </button>
  );
}
