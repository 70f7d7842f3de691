import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { directive } from 'micromark-extension-directive';
import { gfm } from 'micromark-extension-gfm';
import type { Extension } from 'micromark-util-types';
import { readContentFiles } from '@/lib/content/load';
import { syntaxExtensionsFor } from '@/lib/content/markdown/syntax';

const treeOf = (body: string, extensions: Extension[]) =>
  fromMarkdown(body, { extensions, mdastExtensions: [gfmFromMarkdown(), directiveFromMarkdown()] });
/** What remark-gfm and remark-directive parse: every extension, whatever the body. */
const everyExtension = [gfm(), directive()];

describe('syntaxExtensionsFor', () => {
  it.each([
    ['a pipe table', '| a | b |\n| - | :-: |\n| 1 | 2 |'],
    ['a table whose delimiter row has colons and no pipe', 'a\n:-\n1'],
    ['a www autolink', 'See www.example.com/a today.'],
    ['a protocol autolink', 'See HTTPS://example.com and http://x.org.'],
    ['an email autolink', 'Write to team@example.com or mailto:a@b.co.'],
    ['strikethrough, one and two tildes', '~old~ and ~~older~~'],
    ['a footnote', 'A claim.[^1]\n\n[^1]: The source.'],
    ['task list items', '- [ ] to do\n- [x] done\n- [X] done too'],
    ['a text directive', 'Press :kbd[Ctrl] now.'],
    ['a colon that starts no directive', 'At 01:00 UTC, see note:this.'],
    ['leaf and container directives', '::video{src="a"}\n\n:::note[Title]\nInside.\n:::'],
    ['a table in a list, with an autolink in a cell', '- | a |\n  | - |\n  | www.x.io |'],
  ])('parses %s as remark-gfm and remark-directive do', (_name, body) => {
    expect(treeOf(body, syntaxExtensionsFor(body))).toEqual(treeOf(body, everyExtension));
  });

  it('leaves out every extension for prose that uses none, which is what makes the parse faster', () => {
    expect(syntaxExtensionsFor('Plain words, a [link](/cp/overview), `code` and **bold**.\n\n- one\n- two')).toEqual([]);
  });

  it('takes only the extensions a body uses', () => {
    expect(syntaxExtensionsFor('~gone~')).toHaveLength(1);
    expect(syntaxExtensionsFor('| a |\n| - |\n\n:::note\nx\n:::')).toHaveLength(2);
  });

  it("gives the same tree as every extension on each of the site's content files", () => {
    const different = readContentFiles(path.resolve('content'))
      .map((file) => ({ file: file.displayPath, body: matter(file.text).content }))
      .filter(({ body }) => JSON.stringify(treeOf(body, syntaxExtensionsFor(body))) !== JSON.stringify(treeOf(body, everyExtension)))
      .map(({ file }) => file);
    expect(different).toEqual([]);
  }, 60_000);
});
