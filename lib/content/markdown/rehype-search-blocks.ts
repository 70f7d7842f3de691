import type { Element, ElementContent, Root } from 'hast';

/** A page's text in reading order, as search needs it: headings and the blocks of prose under them. */
export type SearchBlock = { kind: 'heading'; depth: number; text: string; id: string } | { kind: 'text'; text: string };

const TEXT_BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'blockquote']);
const SKIPPED = new Set(['pre', 'script', 'style', 'button', 'input']);

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** JSX a page writes (<Callout>text</Callout>) sits in the tree as its own node kinds; its text counts. */
const isJsx = (node: { type: string }) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const childrenOf = (node: unknown) => (node as { children?: ElementContent[] }).children ?? [];

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (isJsx(node)) return childrenOf(node).map(textOf).join('');
  if (node.type !== 'element' || SKIPPED.has(node.tagName)) return '';
  if ((node.properties.className as string[] | undefined)?.includes('heading-anchor')) return '';
  const parts = node.children.map(textOf);
  // Table cells are kept apart, so a row reads 'field · default' rather than running together.
  if (node.tagName === 'tr') return parts.filter((text) => text.trim()).join(' · ');
  return parts.join('') + (node.tagName === 'br' ? ' ' : '');
}

const hasBlockChildren = (node: Element) =>
  node.children.some(
    (child) =>
      child.type === 'element' && (TEXT_BLOCKS.has(child.tagName) || ['ul', 'ol', 'table', 'div', 'aside'].includes(child.tagName)),
  );

/** Collects the search blocks of a rendered page. Code blocks are left out: they would drown the prose. */
export function rehypeSearchBlocks(blocks: SearchBlock[]) {
  return (tree: Root) => {
    const walk = (node: ElementContent) => {
      if (isJsx(node)) return childrenOf(node).forEach(walk);
      if (node.type !== 'element' || SKIPPED.has(node.tagName)) return;
      const classes = (node.properties.className as string[] | undefined) ?? [];
      if (classes.includes('code-block') || classes.includes('admonition-title') || classes.includes('tab-label')) return;
      const heading = /^h([2-6])$/.exec(node.tagName);
      if (heading) {
        blocks.push({ kind: 'heading', depth: Number(heading[1]), text: clean(textOf(node)), id: String(node.properties.id ?? '') });
        return;
      }
      if (TEXT_BLOCKS.has(node.tagName) && !hasBlockChildren(node)) {
        const text = clean(textOf(node));
        if (text) blocks.push({ kind: 'text', text });
        return;
      }
      node.children.forEach(walk);
    };
    tree.children.forEach((child) => walk(child as ElementContent));
  };
}
