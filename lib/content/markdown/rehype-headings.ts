import type { Root } from 'hast';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { RenderContext } from './context';

export interface Heading {
  depth: number;
  text: string;
  id: string;
  /** Its line in the file, for checks that name it; build side only (the table of contents leaves it out). */
  line?: number;
}

/** Gives every h2–h6 a GitHub-style id (duplicates get -1, -2…), a self-link, and records it. */
export function rehypeHeadings(context: RenderContext, headings: Heading[], anchors: Set<string>) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'element', (node) => {
      if (node.properties.id) anchors.add(String(node.properties.id));
      const match = /^h([2-6])$/.exec(node.tagName);
      if (!match) return;
      const text = toString(node).trim();
      const id = (node.properties.id as string | undefined) ?? slugger.slug(text);
      node.properties.id = id;
      anchors.add(id);
      headings.push({ depth: Number(match[1]), text, id, line: context.line(node) });
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['heading-anchor'], href: `#${id}`, ariaLabel: `Link to ${text}` },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
