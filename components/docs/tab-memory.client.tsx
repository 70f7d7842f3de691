'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { applyRememberedTabs, rememberTab } from '@/lib/browser/tab-memory';

/** Keeps a chosen tab chosen across pages and reloads, as Docusaurus' tab groups do. Renders nothing. */
export function TabMemory() {
  const pathname = usePathname();
  useEffect(() => applyRememberedTabs(document), [pathname]);
  useEffect(() => {
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.classList.contains('tab-input')) rememberTab(event.target);
    };
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, []);
  return null;
}
