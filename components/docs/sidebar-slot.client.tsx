'use client';

import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMobileMenu } from '../shell/mobile-menu-context.client';

/** Shows the sidebar in place, or inside the mobile menu while that is open. */
export function SidebarSlot({ children }: { children: ReactNode }) {
  const { open, sidebarTarget } = useMobileMenu();
  return open && sidebarTarget ? createPortal(children, sidebarTarget) : children;
}
