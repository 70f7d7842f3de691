import { ContentError } from '@/lib/content/errors';
import type { Heading } from '@/lib/content/markdown/rehype-headings';
import type { ReleaseFrontmatter } from './schema';

/**
 * Headings that announce changes in a release note. A note "lists changes" when its body has a
 * level-2 or level-3 heading whose whole text is one of these words (any case, with or without a
 * trailing colon): `## New`, `### Fixed:`, `## improved`. The headings are the rendered page's
 * (lib/content/markdown/rehype-headings.ts), so a `## New` inside a code block is none.
 * The list items under such a heading are the changes; the heading alone is enough to count.
 */
export const CHANGE_HEADINGS = [
  'New',
  'New features',
  'Features',
  'Improved',
  'Improvements',
  'Fixed',
  'Fixes',
  'Bug fixes',
  'Changed',
  'Changes',
  'Removed',
  'Deprecated',
  'Breaking changes',
  'Security',
] as const;

export interface ChangeSection {
  /** The heading as written: '## New'. */
  heading: string;
  /** 1-based line of the heading in the note's file. */
  line?: number;
}

const CHANGE_WORDS = new Set(CHANGE_HEADINGS.map((word) => word.toLowerCase()));

/** Every change heading among a note's headings, in order, as written ('## New') with its line in the file. */
export function changeSections(headings: readonly Heading[]): ChangeSection[] {
  return headings
    .filter((heading) => heading.depth >= 2 && heading.depth <= 3 && CHANGE_WORDS.has(heading.text.replace(/:$/, '').trim().toLowerCase()))
    .map((heading) => ({ heading: `${'#'.repeat(heading.depth)} ${heading.text}`, line: heading.line }));
}

/**
 * A note that gives a release date or lists changes must name its sources, so that nothing in the
 * release notes is stated without a place a reader can check it. Fails naming the file, the line
 * and the `sources` field. Run by the content build once the note is rendered, on its headings.
 */
export function assertSourced(file: string, frontmatter: Pick<ReleaseFrontmatter, 'date' | 'sources'>, headings: readonly Heading[]): void {
  if (frontmatter.sources?.length) return;
  const [first] = changeSections(headings);
  if (first) {
    throw new ContentError(
      file,
      `sources: required because the note lists changes under '${first.heading}'; add a 'sources' list to ` +
        `the frontmatter naming where each change comes from (https:// URLs or 'owner/repo@tag:path'), or ` +
        `remove the section`,
      first.line,
    );
  }
  if (frontmatter.date) {
    throw new ContentError(
      file,
      `sources: required because the note gives a release date (date: ${frontmatter.date}); add a ` +
        `'sources' list naming where the date comes from, or remove 'date'`,
    );
  }
}
