'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface MobileMenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Where the current page's sidebar is shown while the menu is open. */
  sidebarTarget: HTMLElement | null;
  setSidebarTarget: (element: HTMLElement | null) => void;
}

const MobileMenuContext = createContext<MobileMenuState | null>(null);

export function MobileMenuProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [sidebarTarget, setSidebarTarget] = useState<HTMLElement | null>(null);
  const value = useMemo(() => ({ open, setOpen, sidebarTarget, setSidebarTarget }), [open, sidebarTarget]);
  return <MobileMenuContext.Provider value={value}>{children}</MobileMenuContext.Provider>;
}

export function useMobileMenu(): MobileMenuState {
  const state = useContext(MobileMenuContext);
  if (!state) throw new Error('useMobileMenu must be used inside <MobileMenuProvider>');
  return state;
}
