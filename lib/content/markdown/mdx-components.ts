import type { Root, Parent, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Program } from 'estree';
import { parse } from 'acorn';
import { visit } from 'unist-util-visit';
import { ContentError } from '@/lib/content/errors';
import { ADMONITION_TYPES } from './directives';
import type { RenderContext } from './context';
import { checkEsm, MDX_COMPONENTS_IMPORT } from './mdx-imports';

/** Written as JSX, compiled to the same static HTML as the ':::' syntax. */
const BUILT_IN = ['Tabs', 'Tab', 'Admonition'];

export interface MdxComponentOptions {
  /**
   * Whether the page compiles to a module: then it may import components from components/mdx/, use
   * the global ones without import, and write {expressions}. Otherwise only the built-in components work.
   */
  modules: boolean;
  /** Components a page may use without importing them: name to its file under components/mdx/. */
  globals: Record<string, string>;
}

/**
 * Checks the JSX of an MDX page and turns <Tabs>, <Tab label> and <Admonition type title> into the
 * same nodes as the ':::' syntax. A component the page neither imports nor may use globally is an
 * error naming it and the line; a global one gets its import added, so each page imports exactly the
 * components it renders.
 */
export function remarkMdxComponents(context: RenderContext, options: MdxComponentOptions) {
  return (tree: Root) => {
    unwrapInlineComponents(tree);
    const bound = new Set<string>();
    if (options.modules) {
      visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
        const checked = checkEsm(node.data!.estree as Program);
        if (checked.error) fail(context, node, checked.error);
        checked.bindings.forEach((name) => bound.add(name));
      });
    }
    const globalsUsed = new Set<string>();
    visit(tree, (node) => {
      const type = node.type as string;
      if (!options.modules) {
        if (type === 'mdxjsEsm') fail(context, node, 'imports and exports work in doc pages only');
        if (type === 'mdxFlowExpression' || type === 'mdxTextExpression') {
          fail(context, node, 'JavaScript expressions ({...}) work in doc pages only; write `\\{` for a literal brace');
        }
      }
      if (type !== 'mdxJsxFlowElement' && type !== 'mdxJsxTextElement') return;
      const element = node as MdxJsxFlowElement;
      const name = element.name ?? '';
      if (BUILT_IN.includes(name)) return convert(element, context);
      if (!options.modules)
        fail(context, node, `unknown component <${name}> (release notes may use ${BUILT_IN.map((n) => `<${n}>`).join(', ')})`);
      const root = name.split('.')[0];
      if (!name || /^[a-z]/.test(name) || bound.has(root)) return;
      if (options.globals[name]) return void globalsUsed.add(name);
      const available = [...BUILT_IN, ...Object.keys(options.globals)].map((n) => `<${n}>`).join(', ');
      fail(
        context,
        node,
        `unknown component <${name}>: import it (import { ${name} } from '${MDX_COMPONENTS_IMPORT}<file>') ` +
          `or use one available without import: ${available}`,
      );
    });
    for (const name of [...globalsUsed].sort().reverse()) tree.children.unshift(importNode(name, options.globals[name]));
  };
}

function importNode(name: string, file: string): RootContent {
  const value = `import { ${name} } from '${MDX_COMPONENTS_IMPORT}${file}';`;
  const estree = parse(value, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  return { type: 'mdxjsEsm', value, data: { estree } } as RootContent;
}

/** `<Tab label="A">text</Tab>` on one line parses as inline JSX inside a paragraph: lift it out. */
function unwrapInlineComponents(tree: Root) {
  visit(tree, 'paragraph', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const meaningful = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
    const onlyComponents =
      meaningful.length > 0 &&
      meaningful.every(
        (child) => (child.type as string) === 'mdxJsxTextElement' && BUILT_IN.includes((child as MdxJsxTextElement).name ?? ''),
      );
    if (!onlyComponents) return;
    const lifted = meaningful.map((child) => {
      const element = child as MdxJsxTextElement;
      return {
        ...element,
        type: 'mdxJsxFlowElement',
        children: [{ type: 'paragraph', children: element.children, position: element.position }],
      };
    });
    (parent as Parent).children.splice(index, 1, ...(lifted as unknown as RootContent[]));
    return index + lifted.length;
  });
}

function convert(node: MdxJsxFlowElement | MdxJsxTextElement, context: RenderContext) {
  const attributes: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || (attribute.value !== null && typeof attribute.value !== 'string')) {
      fail(context, node, `<${node.name}> attributes must be plain strings: title="..."`);
    }
    attributes[attribute.name] = (attribute.value as string | null) ?? '';
  }
  const directive = node as unknown as Parent & { type: string; name: string; attributes: Record<string, string> };
  const children = node.children as RootContent[];
  const label = (text: string) =>
    ({ type: 'paragraph', data: { directiveLabel: true }, children: [{ type: 'text', value: text }] }) as RootContent;
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
