import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChangelogEntryView, type EntrySite } from '@/components/releases/changelog-entry';
import type { Author } from './schema';
import type { ChangelogEntry } from './changelog';

/**
 * A changelog entry as HTML for the release feeds: the changelog page's own component (components/releases/changelog-entry.tsx)
 * rendered to static markup, its links to the site absolute. Run by the content build (Next.js's bundles refuse
 * renderToStaticMarkup in route handlers); the feed routes read the result back (getChangelogHtml).
 */
export function entryHtml(entry: ChangelogEntry, options: Required<EntrySite> & { authors: Author[] }): string {
  return renderToStaticMarkup(createElement(ChangelogEntryView, { entry, ...options }));
}
