'use client';

import dynamic from 'next/dynamic';

/**
 * The manifest checker as a page imports it. A client component imported by any MDX page is part of
 * every doc page's startup code (they share one route), so this file stays tiny and loads the checker
 * itself as a separate chunk, fetched and hydrated only where the component is rendered.
 */
export const ManifestChecker = dynamic(() => import('./manifest-checker-panel').then((module) => module.ManifestCheckerPanel));
