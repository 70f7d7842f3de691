'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { DESKTOP_BREAKPOINT } from '@/lib/config/site-config';
import { revealCurrent } from '@/lib/browser/reveal-current';
import { useMobileMenu } from './mobile-menu-context.client';

/**
 * The menu button below 996 px and its panel: a modal <dialog>, so focus stays inside, Escape
 * closes it and focus returns to the button. It holds the navbar links and the page's sidebar, and
 * closes on navigation and when the window grows to desktop width.
 */
export function MobileMenu({ children, settings }: { children: ReactNode; settings?: ReactNode }) {
  const { open, setOpen, setSidebarTarget } = useMobileMenu();
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The page's sidebar is in the menu now: show its current entry without moving the page.
      revealCurrent(element);
    }
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => setOpen(false), [pathname, setOpen]);

  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT}px)`);
    const onChange = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [setOpen]);

  return (
    <>
      <button
        type="button"
        className="icon-button mobile-menu-button"
        aria-label="Open the menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <dialog
        ref={dialog}
        className="mobile-menu"
        aria-label="Menu"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === dialog.current) setOpen(false);
        }}
      >
        <div className="mobile-menu-head">
          <span className="mobile-menu-title">Menu</span>
          <button type="button" className="icon-button" aria-label="Close the menu" onClick={() => setOpen(false)}>
            <svg viewBox="0 0 24 24" width="22" height="22" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        {children}
        {/* Rendered while open only, so the page never holds two version or colour-mode controls at once. */}
        {open && settings && (
          <div className="mobile-menu-settings" role="group" aria-label="Settings">
            {settings}
          </div>
        )}
        <div ref={setSidebarTarget} className="mobile-menu-sidebar" />
      </dialog>
    </>
  );
}
