import { ContentError } from '@/lib/content/errors';
import type { ReleaseFrontmatter } from './schema';

/**
 * Headings that announce changes in a release note. A note "lists changes" when its body has a
 * level-2 or level-3 Markdown heading whose whole text is one of these words (any case, with or
 * without a trailing colon), outside fenced code blocks: `## New`, `### Fixed:`, `## improved`.
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
  /** 1-based line of the heading in the body. */
  line: number;
}

const HEADING = /^ {0,3}(#{2,3})[ \t]+(.+?)[ \t#]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CHANGE_WORDS = new Set(CHANGE_HEADINGS.map((word) => word.toLowerCase()));

/** Every change heading in a note's Markdown body, in order. */
export function changeSections(body: string): ChangeSection[] {
  const found: ChangeSection[] = [];
  let fence: string | null = null;
  body.split('\n').forEach((line, index) => {
    const marker = FENCE.exec(line)?.[1];
    if (marker) {
      if (!fence) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return;
    }
    if (fence) return;
    const match = HEADING.exec(line);
    if (match && CHANGE_WORDS.has(match[2].replace(/:$/, '').trim().toLowerCase()))
      found.push({ heading: `${match[1]} ${match[2]}`, line: index + 1 });
  });
  return found;
}

/**
 * A note that gives a release date or lists changes must name its sources, so that nothing in the
 * release notes is stated without a place a reader can check it. Fails naming the file, the line
 * and the `sources` field.
 */
export function assertSourced(
  file: string,
  frontmatter: Pick<ReleaseFrontmatter, 'date' | 'sources'>,
  body: string,
  bodyStartLine: number,
): void {
  if (frontmatter.sources?.length) return;
  const [first] = changeSections(body);
  if (first) {
    throw new ContentError(
      file,
      `sources: required because the note lists changes under '${first.heading}'; add a 'sources' list to ` +
        `the frontmatter naming where each change comes from (https:// URLs or 'owner/repo@tag:path'), or ` +
        `remove the section`,
      bodyStartLine + first.line - 1,
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
