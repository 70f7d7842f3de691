'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { navbarHiddenAfterScroll } from '@/lib/browser/navbar-scroll';

/** The navbar's box: it slides away while the reader scrolls down and returns on the way up. */
export function NavbarFrame({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const header = useRef<HTMLElement>(null);

  useEffect(() => {
    let previous = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        const [from, y] = [previous, window.scrollY];
        previous = y;
        const keep = header.current?.contains(document.activeElement) ?? false;
        setHidden((was) => !keep && navbarHiddenAfterScroll(from, y, was));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  // The sticky sidebars read this to move up into the navbar's place while it is away.
  useEffect(() => {
    document.documentElement.toggleAttribute('data-navbar-hidden', hidden);
  }, [hidden]);

  return (
    <header ref={header} className={hidden ? 'navbar navbar-hidden' : 'navbar'}>
      {children}
    </header>
  );
}
