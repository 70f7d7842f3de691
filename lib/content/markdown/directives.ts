import type { ListItem, Root, Parent, RootContent, PhrasingContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import { tabGroupKey } from '@/lib/browser/tab-memory';
import { ContentError } from '@/lib/content/errors';
import type { RenderContext } from './context';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
const ADMONITION_TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

/**
 * Turns `:::note[Title]` containers into admonitions, `::::tabs` / `:::tab[Label]` into tabs
 * that work without JavaScript (radio inputs and CSS), and `:::cards` around a list of links into a grid of
 * cards. Any other directive is put back as the text it was written as, so a colon in prose ("ports 3000:3000")
 * never disappears.
 */
export function remarkDirectives(context: RenderContext) {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'containerDirective') {
        if ((ADMONITION_TYPES as readonly string[]).includes(node.name)) toAdmonition(node);
        else if (node.name === 'tabs') toTabs(node, context);
        else if (node.name === 'cards') toCards(node, context);
        else if (node.name === 'tab' && node.data?.hName) return;
        else if (node.name === 'tab')
          throw new ContentError(context.file, "':::tab' must sit inside a '::::tabs' block", context.line(node));
        else {
          throw new ContentError(
            context.file,
            `unknown block ':::${node.name}' (use one of ${[...ADMONITION_TYPES, 'tabs', 'cards'].join(', ')})`,
            context.line(node),
          );
        }
        return;
      }
      if (node.type === 'leafDirective' && node.name === 'anchor') {
        // '::anchor{#former-id}': an address that links from elsewhere (the product's own UI) still land here after a heading was renamed.
        const id = node.attributes?.id;
        if (!id) throw new ContentError(context.file, "'::anchor' needs an id: '::anchor{#former-heading-id}'", context.line(node));
        (parent as Parent).children.splice(index, 1, element('span', { id, className: ['former-anchor'] }, []));
        return [SKIP, index];
      }
      if (node.type === 'leafDirective' || node.type === 'textDirective') {
        const marker = node.type === 'leafDirective' ? '::' : ':';
        const label = node.children.length
          ? [{ type: 'text', value: '[' } as PhrasingContent, ...node.children, { type: 'text', value: ']' } as PhrasingContent]
          : [];
        const replacement: PhrasingContent[] = [{ type: 'text', value: `${marker}${node.name}` }, ...label];
        if (node.type === 'leafDirective') (parent as Parent).children.splice(index, 1, { type: 'paragraph', children: replacement });
        else (parent as Parent).children.splice(index, 1, ...(replacement as RootContent[]));
        return [SKIP, index];
      }
    });
  };
}

function takeLabel(node: ContainerDirective): PhrasingContent[] | null {
  const first = node.children[0];
  if (first?.type === 'paragraph' && first.data && (first.data as { directiveLabel?: boolean }).directiveLabel) {
    node.children.shift();
    return first.children;
  }
  return null;
}

function toAdmonition(node: ContainerDirective) {
  const title = takeLabel(node) ?? [{ type: 'text', value: ADMONITION_TITLES[node.name] }];
  node.data = { hName: 'aside', hProperties: { className: ['admonition', `admonition-${node.name}`] } };
  node.children.unshift({
    type: 'paragraph',
    data: { hProperties: { className: ['admonition-title'] } },
    children: title,
  });
}

function toTabs(node: ContainerDirective, context: RenderContext) {
  const tabs = node.children.filter(
    (child) => !(child.type === 'paragraph' && (child.data as { directiveLabel?: boolean })?.directiveLabel),
  );
  const invalid = tabs.find((child) => child.type !== 'containerDirective' || child.name !== 'tab');
  if (invalid || tabs.length === 0) {
    throw new ContentError(context.file, "a '::::tabs' block may contain only ':::tab[Label]' blocks", context.line(invalid ?? node));
  }
  const group = `tabs-${++context.tabGroups}`;
  const controls: RootContent[] = [];
  const panels: RootContent[] = [];
  const labels: string[] = [];
  (tabs as ContainerDirective[]).forEach((tab, i) => {
    const label = takeLabel(tab);
    if (!label) throw new ContentError(context.file, "every ':::tab' needs a label: ':::tab[Docker]'", context.line(tab));
    const id = `${group}-${i + 1}`;
    const text = toString({ type: 'paragraph', children: label });
    labels.push(text);
    controls.push(
      element('input', { type: 'radio', name: group, id, value: text, className: ['tab-input'], checked: i === 0 }, []),
      element('label', { htmlFor: id, className: ['tab-label'] }, label),
    );
    tab.data = { hName: 'div', hProperties: { className: ['tab-panel'] } };
    panels.push(tab);
  });
  if (tabs.length > 8) throw new ContentError(context.file, 'a tabs block can hold at most 8 tabs', context.line(node));
  node.data = { hName: 'div', hProperties: { className: ['tabs'], dataTabGroup: tabGroupKey(labels) } };
  node.children = [...controls, ...panels] as ContainerDirective['children'];
}

/** A list whose items each start with a link becomes a grid of cards; the whole card follows that link (CSS). */
function toCards(node: ContainerDirective, context: RenderContext) {
  const [list, ...rest] = node.children;
  const startsWithLink = (item: ListItem) => {
    const first = item.children[0];
    return first?.type === 'paragraph' && first.children[0]?.type === 'link';
  };
  if (list?.type !== 'list' || rest.length || !list.children.every(startsWithLink)) {
    throw new ContentError(
      context.file,
      "a ':::cards' block holds one list whose items each start with a link: '- [Title](/route)' and its text below",
      context.line(node),
    );
  }
  node.data = { hName: 'div', hProperties: { className: ['cards'] } };
}

/** An mdast node that remark-rehype turns into the given HTML element. */
function element(tagName: string, properties: Record<string, unknown>, children: PhrasingContent[]): RootContent {
  return { type: 'paragraph', data: { hName: tagName, hProperties: properties as never }, children } as RootContent;
}
