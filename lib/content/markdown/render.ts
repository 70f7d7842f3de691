import type { Root as MdastRoot } from 'mdast';
import type { Highlighter } from 'shiki';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { visit } from 'unist-util-visit';
import { createProcessor } from '@mdx-js/mdx';
import type { PluggableList } from 'unified';
import { ContentError } from '@/lib/content/errors';
import type { ResolvedLink } from '@/lib/content/links';
import { createContext } from './context';
import { remarkDirectives } from './directives';
import { remarkFirstParagraph } from './first-paragraph';
import { remarkMdxComponents, type MdxComponentOptions } from './mdx-components';
import { rehypeReactProps } from './rehype-react-props';
import { rehypeCode, type CodeBlock } from './rehype-code';
import { rehypeHeadings, type Heading } from './rehype-headings';
import { rehypeLinks, type PageLink } from './rehype-links';
import { rehypeSearchBlocks, type SearchBlock } from './rehype-search-blocks';
import { rehypeTables } from './rehype-tables';
import { remarkSyntax } from './syntax';
import { remarkExport, type ExportedMarkdown, type ProseBlock } from './remark-export';

export interface RenderInput {
  /** File path for messages. */
  file: string;
  body: string;
  mdx: boolean;
  bodyStartLine: number;
  resolveLink: (written: string) => ResolvedLink;
  /**
   * For an MDX doc page: compile it to a React module that may import components (those listed here
   * need no import). Without it, MDX is limited to the built-in components and renders to HTML.
   */
  module?: { globals: Record<string, string> };
}

export interface RenderedMarkdown {
  /** The body as static HTML; empty for a page compiled to a module. */
  html: string;
  /** The page as an ES module whose default export renders it, for MDX doc pages. */
  module?: string;
  /** The body for the .md and llms output: as written, with its links into the site absolute and no MDX import lines. */
  markdown: string;
  /** Paragraphs, headings and table rows as text, with their lines, for checks that read what a page says. */
  prose: ProseBlock[];
  headings: Heading[];
  /** Every id in the page, for anchor checks. */
  anchors: string[];
  links: PageLink[];
  codeBlocks: CodeBlock[];
  /** Words of prose, code blocks excluded. */
  wordCount: number;
  /** Headings and prose in reading order, for the search records. */
  searchBlocks: SearchBlock[];
  /** Text of the first top-level paragraph, if any. */
  firstParagraph?: string;
}

/** Renders one page body to static HTML and collects what the rest of the build needs from it. */
export function renderMarkdown(highlighter: Highlighter, input: RenderInput): RenderedMarkdown {
  const context = createContext(input.file, input.bodyStartLine);
  const headings: Heading[] = [];
  const anchors = new Set<string>();
  const links: PageLink[] = [];
  const codeBlocks: CodeBlock[] = [];
  const searchBlocks: SearchBlock[] = [];
  let wordCount = 0;
  const opening: { text?: string } = {};
  const exported: ExportedMarkdown = { markdown: '', prose: [] };
  const countWords = () => (tree: MdastRoot) => {
    visit(tree, (node) => {
      if (node.type === 'text' || node.type === 'inlineCode') wordCount += node.value.split(/\s+/).filter(Boolean).length;
    });
  };

  const components: MdxComponentOptions = { modules: Boolean(input.module), globals: input.module?.globals ?? {} };
  const remarkPlugins: PluggableList = [
    // First, so it reads the tree as written.
    [remarkExport, context, input.resolveLink, exported],
    ...(input.mdx ? [[remarkMdxComponents, context, components] as PluggableList[number]] : []),
    [remarkSyntax, input.body],
    [remarkDirectives, context],
    [remarkFirstParagraph, opening],
    countWords,
  ];
  // Code is highlighted last: the other plugins then walk each block as one <pre>, not as the token spans Shiki
  // makes of it (29% of the site's rendered elements), which none of them looks into.
  const rehypePlugins: PluggableList = [
    [rehypeLinks, context, input.resolveLink, links],
    [rehypeHeadings, context, headings, anchors],
    [rehypeSearchBlocks, searchBlocks],
    rehypeTables,
    [rehypeCode, highlighter, context, codeBlocks],
  ];
  const processor = input.module
    ? createProcessor({
        remarkPlugins,
        rehypePlugins: [...rehypePlugins, rehypeReactProps],
        outputFormat: 'program',
        jsx: false,
        development: false,
      })
    : unified()
        .use(remarkParse)
        .use(input.mdx ? [remarkMdx] : [])
        .use(remarkPlugins)
        .use(remarkRehype)
        .use(rehypePlugins)
        .use(rehypeStringify);

  let output: string;
  try {
    output = String(processor.processSync(input.body));
  } catch (error) {
    if (error instanceof ContentError) throw error;
    const place = (error as { place?: { line?: number; start?: { line?: number } } }).place;
    const line = place?.line ?? place?.start?.line ?? Number(/\((\d+):\d+/.exec((error as Error).message)?.[1] ?? 0);
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    throw new ContentError(input.file, `cannot be parsed: ${reason}`, line ? line + input.bodyStartLine - 1 : undefined, { cause: error });
  }
  return {
    html: input.module ? '' : output,
    module: input.module ? output : undefined,
    markdown: exported.markdown,
    prose: exported.prose,
    headings,
    anchors: [...anchors],
    links,
    codeBlocks,
    wordCount,
    searchBlocks,
    firstParagraph: opening.text,
  };
}
