import type { Root, Parent, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { ContentError } from '../errors';
import { ADMONITION_TYPES } from './directives';
import type { RenderContext } from './context';

const ALLOWED = ['Tabs', 'Tab', 'Admonition'];

/**
 * MDX pages may use <Tabs>, <Tab label> and <Admonition type title>; they become the same nodes as
 * the ':::' syntax. Imports, exports, JavaScript expressions and other components are rejected:
 * pages are compiled to static HTML, so there is nothing to run them.
 */
export function remarkMdxComponents(context: RenderContext) {
  return (tree: Root) => {
    unwrapInlineComponents(tree);
    visit(tree, (node) => {
      const type = node.type as string;
      if (type === 'mdxjsEsm') fail(context, node, 'imports and exports are not supported in pages');
      if (type === 'mdxFlowExpression' || type === 'mdxTextExpression') {
        fail(context, node, 'JavaScript expressions ({...}) are not supported in pages; write `\\{` for a literal brace');
      }
      if (type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') convert(node as MdxJsxFlowElement, context);
    });
  };
}

/** `<Tab label="A">text</Tab>` on one line parses as inline JSX inside a paragraph: lift it out. */
function unwrapInlineComponents(tree: Root) {
  visit(tree, 'paragraph', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const meaningful = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
    const onlyComponents = meaningful.length > 0 && meaningful.every((child) => (child.type as string) === 'mdxJsxTextElement' && ALLOWED.includes((child as MdxJsxTextElement).name ?? ''));
    if (!onlyComponents) return;
    const lifted = meaningful.map((child) => {
      const element = child as MdxJsxTextElement;
      return { ...element, type: 'mdxJsxFlowElement', children: [{ type: 'paragraph', children: element.children, position: element.position }] };
    });
    (parent as Parent).children.splice(index, 1, ...(lifted as unknown as RootContent[]));
    return index + lifted.length;
  });
}

function convert(node: MdxJsxFlowElement | MdxJsxTextElement, context: RenderContext) {
  if (!node.name || !ALLOWED.includes(node.name)) {
    fail(context, node, `unknown component <${node.name ?? ''}> (allowed: ${ALLOWED.map((n) => `<${n}>`).join(', ')})`);
  }
  const attributes: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || (attribute.value !== null && typeof attribute.value !== 'string')) {
      fail(context, node, `<${node.name}> attributes must be plain strings: title="..."`);
    }
    attributes[attribute.name] = (attribute.value as string | null) ?? '';
  }
  const directive = node as unknown as Parent & { type: string; name: string; attributes: Record<string, string> };
  const children = node.children as RootContent[];
  const label = (text: string) => ({ type: 'paragraph', data: { directiveLabel: true }, children: [{ type: 'text', value: text }] }) as RootContent;
  if (node.name === 'Tabs') {
    Object.assign(directive, { type: 'containerDirective', name: 'tabs', attributes: {}, children });
  } else if (node.name === 'Tab') {
    if (!attributes.label) fail(context, node, '<Tab> needs a label: <Tab label="Docker">');
    Object.assign(directive, { type: 'containerDirective', name: 'tab', attributes: {}, children: [label(attributes.label), ...children] });
  } else {
    const kind = attributes.type ?? 'note';
    if (!(ADMONITION_TYPES as readonly string[]).includes(kind)) {
      fail(context, node, `<Admonition type="${kind}"> must be one of ${ADMONITION_TYPES.join(', ')}`);
    }
    const title = attributes.title ? [label(attributes.title)] : [];
    Object.assign(directive, { type: 'containerDirective', name: kind, attributes: {}, children: [...title, ...children] });
  }
}

function fail(context: RenderContext, node: { position?: RootContent['position'] }, message: string): never {
  throw new ContentError(context.file, message, context.line(node as RootContent));
}
