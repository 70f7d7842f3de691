import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * A page compiled to React renders the tab radios uncontrolled: `checked` would make React treat
 * them as controlled inputs that never change, so the first tab is chosen with `defaultChecked`.
 */
export function rehypeReactProps() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'input' || !('checked' in node.properties)) return;
      node.properties.defaultChecked = node.properties.checked;
      delete node.properties.checked;
    });
  };
}
