import { applyRememberedTabs } from '@/lib/browser/tab-memory';

/**
 * Inlined by the root layout right after the page, so a page first paints with the tabs the reader chose
 * before (components/docs/tab-memory.client.tsx does the same after each client navigation). The function's
 * own source, so the two cannot drift apart.
 */
export const REMEMBERED_TABS_SCRIPT = `(${applyRememberedTabs.toString()})(document)`;
