'use client';

import { useEffect } from 'react';
import { activeHeadingId } from '@/lib/browser/active-heading';

export const LANGUAGE_KEY = 'wren-engine-api-language';

/**
 * Two behaviours over the static reference, with listeners instead of components (it renders nothing):
 * - the request-example tabs: picking a language picks it in every operation, and is remembered in
 *   this browser for the next visit;
 * - the sidebar marks the operation or schema in view, opening its group and keeping it in sight.
 */
export function ApiEnhancements() {
  useEffect(() => {
    const choose = (language: string) => {
      document.querySelectorAll<HTMLInputElement>(`.api-lang input[data-lang="${CSS.escape(language)}"]`).forEach((input) => {
        input.checked = true;
      });
    };
    const saved = window.localStorage.getItem(LANGUAGE_KEY);
    if (saved) choose(saved);
    const onChange = (event: Event) => {
      const input = event.target as HTMLInputElement | null;
      if (!input?.matches('.api-lang input[data-lang]') || !input.checked) return;
      const language = input.dataset.lang!;
      try {
        window.localStorage.setItem(LANGUAGE_KEY, language);
      } catch {
        /* storage may be off; the choice still holds on this page */
      }
      choose(language);
    };
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.api-sidebar a.api-nav-link')];
    const targets = links
      .map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))))
      .filter((el): el is HTMLElement => el !== null);
    let frame = 0;
    let current: string | undefined;
    const update = () => {
      frame = 0;
      const atPageEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const active = activeHeadingId(
        targets.map((el) => ({ id: el.id, top: el.getBoundingClientRect().top })),
        120,
        atPageEnd,
      );
      if (active === current) return;
      current = active;
      for (const link of document.querySelectorAll<HTMLAnchorElement>('.api-sidebar a.api-nav-link')) {
        if (link.hash !== `#${active}`) {
          link.removeAttribute('aria-current');
          continue;
        }
        link.setAttribute('aria-current', 'location');
        const group = link.closest('details');
        if (group && !group.open) group.open = true;
        const aside = link.closest<HTMLElement>('.api-aside');
        if (aside) {
          const box = link.getBoundingClientRect();
          const view = aside.getBoundingClientRect();
          if (box.top < view.top + 8 || box.bottom > view.bottom - 8) aside.scrollTop += box.top - view.top - view.height / 3;
        }
      }
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Tells tests (and styles, if ever needed) that the listeners are in place.
    document.querySelector('.api-body')?.setAttribute('data-enhanced', '');
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);

  return null;
}
