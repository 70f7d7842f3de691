import type { Definition, Image, Link, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
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

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;

/** How the export writes Markdown: as the content is written (docs/AUTHORING.md), so a diff against the source stays small. */
const STYLE: ToMarkdownOptions = { bullet: '-', emphasis: '*', strong: '*', fence: '`', fences: true, rule: '-', listItemIndent: 'one' };

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
 * Reads the Markdown tree before any other plugin changes it and gives back the page as Markdown for readers away
 * from the site (the .md files, llms-full.txt): each link, image and JSX `href` that leads into the site written as
 * the absolute URL of its resolved target (on SITE_URL), as the rendered page links it. Also records the prose blocks
 * with their lines, for checks that read what a page says. The tree itself is left as it was.
 */
export function remarkExport(
  this: Processor,
  context: RenderContext,
  resolve: (written: string) => ResolvedLink,
  output: ExportedMarkdown,
) {
  const absolute = (href: string) => `${siteConfig.url}${href}`;
  // What the parser's syntax plugins (GFM, directives, MDX) registered for writing their nodes back, as remark-stringify reads it.
  const extensions = () => (this.data() as { toMarkdownExtensions?: ToMarkdownOptions[] }).toMarkdownExtensions ?? [];
  const target = (written: string) => (EXTERNAL.test(written) ? written : absolute(resolve(written).href));
  return (tree: Root) => {
    const restore: (() => void)[] = [];
    visit(tree, (node, _index, parent) => {
      if (node.type === 'heading' || node.type === 'paragraph') {
        const kind = node.type === 'paragraph' && parent?.type === 'listItem' ? 'listItem' : node.type;
        output.prose.push({ kind, text: toString(node).replace(/\s+/g, ' ').trim(), line: context.line(node) });
      } else if (node.type === 'tableRow')
        output.prose.push({ kind: 'tableRow', text: node.children.map((cell) => toString(cell)).join(' | '), line: context.line(node) });
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
        const linked = node as Link | Image | Definition;
        const written = linked.url;
        if (!written) return;
        linked.url = target(written);
        restore.push(() => (linked.url = written));
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of (node as MdxJsxFlowElement).attributes) {
          if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'href' || typeof attribute.value !== 'string' || !attribute.value)
            continue;
          const written = attribute.value;
          (attribute as MdxJsxAttribute).value = target(written);
          restore.push(() => ((attribute as MdxJsxAttribute).value = written));
        }
      }
    });
    try {
      const kept: Root = { ...tree, children: tree.children.filter((node) => !leftOut(node)) };
      output.markdown = toMarkdown(kept, { ...STYLE, extensions: extensions() });
    } finally {
      restore.forEach((undo) => undo());
    }
  };
}
