import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { releaseNote as note } from '../support/release-note';
import type { Highlighter } from 'shiki';
import { buildContent } from '@/lib/content/pipeline';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import { renderMarkdown } from '@/lib/content/markdown/render';
import { changeSections } from '@/lib/releases/rules';

/** The release notes' sources rule, applied by the content build to each note's rendered headings (lib/releases/rules.ts). */

let highlighter: Highlighter;
beforeAll(async () => {
  highlighter = await getHighlighter();
}, 30_000);
const headings = (body: string) =>
  renderMarkdown(highlighter, { file: 'x.md', body, mdx: false, bodyStartLine: 1, resolveLink: (href) => ({ href, target: href }) })
    .headings;

describe('the sources rule', () => {
  const frontmatter = 'title: Wren AI Cloud 0.9.0\nversion: 0.9.0';
  /** One note through the content build, which applies the rule to the note's rendered headings. */
  const build = (file: ReturnType<typeof note>) => () =>
    buildContent([file], {
      highlighter,
      sidebars: {},
      includeDrafts: false,
      authors: [],
      links: { appRoutes: ['/'], publicFileExists: () => false },
    });

  it('fails a note that lists changes without sources, naming the file, the line of the heading and the field', () => {
    // Lines: 1 '---', 2-3 frontmatter, 4 '---', 5 'Summary.', 6 blank, 7 '## New'.
    expect(build(note('0.9.0', frontmatter, 'Summary.\n\n## New\n\n- A thing.'))).toThrow(
      "content/releases/0.9.0.md:7: sources: required because the note lists changes under '## New'; add a " +
        "'sources' list to the frontmatter naming where each change comes from (https:// URLs or " +
        "'owner/repo@tag:path'), or remove the section",
    );
    expect(build(note('0.9.0', frontmatter, 'Summary.\n\n### Fixed:\n\n- A bug.'))).toThrow(
      "content/releases/0.9.0.md:7: sources: required because the note lists changes under '### Fixed:'",
    );
  });

  it('fails a note that gives a release date without sources', () => {
    expect(build(note('0.9.0', `${frontmatter}\ndate: 2025-01-02`, 'Nothing else.'))).toThrow(
      'content/releases/0.9.0.md: sources: required because the note gives a release date (date: ' +
        "2025-01-02); add a 'sources' list naming where the date comes from, or remove 'date'",
    );
  });

  it('accepts changes and dates once sources are listed, and a note with neither without sources', () => {
    expect(build(note('0.9.0', `${frontmatter}\ndate: 2025-01-02\nsources: [https://example.com/changelog]`))).not.toThrow();
    expect(build(note('0.9.0', frontmatter, 'Release notes for this version are not available.'))).not.toThrow();
  });

  it('counts only whole change headings at levels 2 and 3, outside code blocks, read from the rendered headings', () => {
    const body = [
      '## New',
      '### improved',
      '## Fixes:',
      '# New',
      '#### Fixed',
      '## New in the UI',
      '```md',
      '## New',
      '```',
      '~~~',
      '## Fixed',
      '~~~',
      '## Removed ##',
    ].join('\n');
    expect(changeSections(headings(body))).toEqual([
      { heading: '## New', line: 1 },
      { heading: '### improved', line: 2 },
      { heading: '## Fixes:', line: 3 },
      { heading: '## Removed', line: 13 },
    ]);
  });
});

describe('the cloud version notes in content/releases', () => {
  it('list no changes (they have no sources to list them from)', () => {
    const folder = path.resolve('content/releases');
    const listing = readdirSync(folder)
      .filter((file) => file.endsWith('.md'))
      .filter((file) => changeSections(headings(readFileSync(path.join(folder, file), 'utf8').split(/^---$/m)[2] ?? '')).length);
    expect(listing).toEqual([]);
  });
});
