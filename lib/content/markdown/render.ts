import type { Root as MdastRoot } from 'mdast';
import type { Highlighter } from 'shiki';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { visit } from 'unist-util-visit';
import { ContentError } from '../errors';
import type { ResolvedLink } from '../links';
import { createContext } from './context';
import { remarkDirectives } from './directives';
import { remarkFirstParagraph } from './first-paragraph';
import { remarkMdxComponents } from './mdx-components';
import { rehypeCode, type CodeBlock } from './rehype-code';
import { rehypeHeadings, type Heading } from './rehype-headings';
import { rehypeLinks, type PageLink } from './rehype-links';
import { rehypeSearchBlocks, type SearchBlock } from './rehype-search-blocks';

export interface RenderInput {
  /** File path for messages. */
  file: string;
  body: string;
  mdx: boolean;
  bodyStartLine: number;
  resolveLink: (written: string) => ResolvedLink;
}

export interface RenderedMarkdown {
  html: string;
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
  const countWords = () => (tree: MdastRoot) => {
    visit(tree, (node) => {
      if (node.type === 'text' || node.type === 'inlineCode') wordCount += node.value.split(/\s+/).filter(Boolean).length;
    });
  };

  const processor = unified().use(remarkParse);
  if (input.mdx) processor.use(remarkMdx).use(remarkMdxComponents, context);
  processor
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkDirectives, context)
    .use(remarkFirstParagraph, opening)
    .use(countWords)
    .use(remarkRehype)
    .use(rehypeCode, highlighter, context, codeBlocks)
    .use(rehypeLinks, context, input.resolveLink, links)
    .use(rehypeHeadings, context, headings, anchors)
    .use(rehypeSearchBlocks, searchBlocks)
    .use(rehypeStringify);

  let html: string;
  try {
    html = String(processor.processSync(input.body));
  } catch (error) {
    if (error instanceof ContentError) throw error;
    const place = (error as { place?: { line?: number; start?: { line?: number } } }).place;
    const line = place?.line ?? place?.start?.line ?? Number(/\((\d+):\d+/.exec((error as Error).message)?.[1] ?? 0);
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    throw new ContentError(input.file, `cannot be parsed: ${reason}`, line ? line + input.bodyStartLine - 1 : undefined, { cause: error });
  }
  return { html, headings, anchors: [...anchors], links, codeBlocks, wordCount, searchBlocks, firstParagraph: opening.text };
}
