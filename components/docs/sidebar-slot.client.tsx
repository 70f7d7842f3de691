'use client';

import { usePathname } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { revealCurrent } from '@/lib/browser/reveal-current';
import { useMobileMenu } from '@/components/shell/mobile-menu-context.client';

/** Shows the sidebar in place, or inside the mobile menu while that is open. */
export function SidebarSlot({ children }: { children: ReactNode }) {
  const { open, sidebarTarget } = useMobileMenu();
  const pathname = usePathname();
  // After a client-side navigation, the new page's entry comes into view in the desktop sidebar (the
  // first load does this before the app starts, with REVEAL_SIDEBAR_SCRIPT).
  useEffect(() => revealCurrent(document.querySelector('.doc-sidebar')), [pathname]);
  return open && sidebarTarget ? createPortal(children, sidebarTarget) : children;
}
