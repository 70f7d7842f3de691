import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';

/**
 * Records the text of the body's first top-level paragraph, the fallback for a missing
 * description. Paragraphs inside admonitions, tabs or lists are not the page's opening prose.
 */
export function remarkFirstParagraph(found: { text?: string }) {
  return (tree: Root) => {
    const paragraph = tree.children.find((node) => node.type === 'paragraph' && toString(node).trim());
    if (paragraph) found.text = toString(paragraph);
  };
}
