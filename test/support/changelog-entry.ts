import type { ChangelogEntry } from '@/lib/releases/changelog';

/** A GenBI Classic release with no changes, for tests to fill in. */
export const changelogEntry = (over: Partial<ChangelogEntry> = {}): ChangelogEntry => ({
  product: 'classic',
  version: '0.29.1',
  date: '2025-11-28',
  previous: '0.29.0',
  released_by: [],
  new: [],
  improved: [],
  fixed: [],
  patches: [],
  ...over,
});
