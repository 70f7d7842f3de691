import type { Extension as MicromarkExtension } from 'micromark-util-types';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import { directive } from 'micromark-extension-directive';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import type { Processor } from 'unified';

/**
 * Each syntax extension the pages are written with (GFM's five and directives), after the text that any use of it
 * contains. micromark tries an extension wherever its constructs could begin, used or not: a table at every line, an
 * email address at every letter. That made the extensions 60% of the parse. A body without an extension's text cannot
 * use it, so it is parsed without that extension, to the same tree.
 */
const EXTENSIONS: [needs: RegExp, extension: MicromarkExtension][] = [
  // A table's delimiter row has a pipe or a colon beside a dash.
  [/\||:-|-:/, gfmTable()],
  // The three kinds of literal autolink: www., a protocol's ://, an email address's @.
  [/www\.|:\/\/|@/i, gfmAutolinkLiteral()],
  [/~/, gfmStrikethrough()],
  [/\[\^/, gfmFootnote()],
  [/\[[\t\n\r xX]\]/, gfmTaskListItem()],
  // Directives start with a colon; any colon splits the text around it where the extension is loaded (`01:00`).
  [/:/, directive()],
];

/** The tree builders for every extension; they act only on what the parser found, so every page shares them. */
const FROM_MARKDOWN: FromMarkdownExtension[] = [...gfmFromMarkdown(), directiveFromMarkdown()];

/** The syntax extensions `body` can use. */
export function syntaxExtensionsFor(body: string): MicromarkExtension[] {
  return EXTENSIONS.filter(([needs]) => needs.test(body)).map(([, extension]) => extension);
}

/** Parses GFM and directives, as remark-gfm and remark-directive do, with only the extensions `body` can use. */
export function remarkSyntax(this: Processor, body: string) {
  const data = this.data() as {
    micromarkExtensions?: MicromarkExtension[];
    fromMarkdownExtensions?: (FromMarkdownExtension | FromMarkdownExtension[])[];
  };
  (data.micromarkExtensions ??= []).push(...syntaxExtensionsFor(body));
  (data.fromMarkdownExtensions ??= []).push(...FROM_MARKDOWN);
}
