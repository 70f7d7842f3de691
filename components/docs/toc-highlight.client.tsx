'use client';

import { useEffect } from 'react';
import { activeHeadingId } from '@/lib/browser/active-heading';

/** Marks the table-of-contents link of the heading the reader is at. Renders nothing itself. */
export function TocHighlight({ ids }: { ids: string[] }) {
  useEffect(() => {
    const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    let frame = 0;
    const update = () => {
      frame = 0;
      const atPageEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const active = activeHeadingId(
        headings.map((el) => ({ id: el.id, top: el.getBoundingClientRect().top })),
        96,
        atPageEnd,
      );
      document.querySelectorAll<HTMLAnchorElement>('.toc-link').forEach((link) => {
        if (link.dataset.tocId === active) link.setAttribute('aria-current', 'true');
        else link.removeAttribute('aria-current');
      });
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [ids]);
  return null;
}
