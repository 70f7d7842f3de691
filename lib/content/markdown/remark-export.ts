import type { Definition, Image, Link, Nodes, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import type { CompileContext, Extension, Token } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import type { Processor } from 'unified';
import { visit } from 'unist-util-visit';
import type { ResolvedLink } from '@/lib/content/links';
import { siteConfig } from '@/lib/config/site-config';
import type { RenderContext } from './context';

/** One block of prose as a reader sees it (a paragraph, a list item's paragraph, a heading or a table row), with its line in the file. */
export interface ProseBlock {
  kind: 'heading' | 'paragraph' | 'listItem' | 'tableRow';
  text: string;
  line?: number;
}

/** What remarkExport gives back: the page as Markdown for the .md and llms output, and its prose blocks. */
export interface ExportedMarkdown {
  markdown: string;
  prose: ProseBlock[];
}

/** A change to the source text: the characters from `start` to `end` become `text`. */
interface TextEdit {
  start: number;
  end: number;
  text: string;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;

/** `text` with each edit made; edits do not overlap. */
function applyEdits(text: string, edits: TextEdit[]): string {
  let result = '';
  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    result += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + text.slice(at);
}

/** Whether a top-level node stays out of the export: an MDX page's import lines and a release note's `<!-- truncate -->`. */
function leftOut(node: RootContent): boolean {
  if (node.type === 'html') return /^<!--\s*truncate\s*-->$/.test(node.value.trim());
  if (node.type === 'mdxjsEsm') {
    const program = node.data?.estree as Program | undefined;
    return Boolean(program?.body.every((statement) => statement.type === 'ImportDeclaration'));
  }
  return false;
}

/**
 * A parser extension that also notes where each link's, image's and definition's destination is written: the span of
 * the parser's own destination token, so the export can replace exactly those characters.
 */
function destinationSpans(spans: WeakMap<Nodes, [number, number]>): Extension {
  function exit(this: CompileContext, token: Token) {
    // What the parser itself does on this token (mdast-util-from-markdown), then the span.
    const url = this.resume();
    const node = this.stack[this.stack.length - 1] as Link | Image | Definition;
    node.url = url;
    spans.set(node, [token.start.offset, token.end.offset]);
  }
  return { exit: { resourceDestinationString: exit, definitionDestinationString: exit } };
}

/**
 * Gives back the page as Markdown for readers away from the site (the .md files, llms-full.txt): the body as written,
 * with each link, image and JSX `href` that leads into the site written as the absolute URL of its resolved target (on
 * SITE_URL), as the rendered page links it, and without MDX import lines or the truncation marker. Also records the
 * prose blocks with their lines, for checks that read what a page says. The tree is left as it was.
 */
export function remarkExport(
  this: Processor,
  context: RenderContext,
  resolve: (written: string) => ResolvedLink,
  output: ExportedMarkdown,
) {
  const spans = new WeakMap<Nodes, [number, number]>();
  const data = this.data() as { fromMarkdownExtensions?: Extension[] };
  (data.fromMarkdownExtensions ??= []).push(destinationSpans(spans));
  const absolute = (written: string) => (EXTERNAL.test(written) ? undefined : `${siteConfig.url}${resolve(written).href}`);
  return (tree: Root, file: { value: unknown }) => {
    const source = String(file.value);
    const edits: TextEdit[] = [];
    visit(tree, (node, _index, parent) => {
      if (node.type === 'heading' || node.type === 'paragraph') {
        const kind = node.type === 'paragraph' && parent?.type === 'listItem' ? 'listItem' : node.type;
        output.prose.push({ kind, text: toString(node).replace(/\s+/g, ' ').trim(), line: context.line(node) });
      } else if (node.type === 'tableRow')
        output.prose.push({ kind: 'tableRow', text: node.children.map((cell) => toString(cell)).join(' | '), line: context.line(node) });
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
        const span = spans.get(node);
        const target = node.url && absolute(node.url);
        if (span && target) edits.push({ start: span[0], end: span[1], text: target });
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes) {
          const href = hrefOf(attribute);
          const target = href && absolute(href);
          const { start, end } = attribute.position ?? {};
          if (target && start?.offset !== undefined && end?.offset !== undefined)
            edits.push({ start: start.offset, end: end.offset, text: `href="${target.replaceAll('"', '&quot;')}"` });
        }
      }
    });
    tree.children.forEach((node, index) => {
      if (!leftOut(node)) return;
      const next = tree.children[index + 1];
      edits.push({ start: node.position!.start.offset!, end: next?.position?.start.offset ?? source.length, text: '' });
    });
    const markdown = applyEdits(source, edits)
      .replace(/^\s*\n/, '')
      .trimEnd();
    output.markdown = markdown ? `${markdown}\n` : '';
  };
}

/** A JSX attribute's literal `href`, if it is one. */
function hrefOf(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): string | undefined {
  if (attribute.type !== 'mdxJsxAttribute') return undefined;
  return attribute.name === 'href' && typeof attribute.value === 'string' && attribute.value ? attribute.value : undefined;
}
