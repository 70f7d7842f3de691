import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Tables scroll sideways when their cells are wider than the page (inline code in a cell stays on one
 * line), so each is focusable: a keyboard reader can scroll it, as Shiki makes code blocks focusable.
 */
export function rehypeTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'table') node.properties.tabIndex = 0;
    });
  };
}
