import type { Highlighter } from 'shiki';
import { readContentChecks, readManifest } from '@/lib/content/read-output';
import { renderMarkdown, type RenderedMarkdown } from '@/lib/content/markdown/render';
import type { CodeBlock } from '@/lib/content/markdown/rehype-code';
import type { ProseBlock } from '@/lib/content/markdown/remark-export';

/** One page or release note as the content build left it in .generated/ (test/content/global-setup.ts runs it). */
export interface BuiltPage {
  route: string;
  /** The source file, as the build names it in errors ('content/core/guides/connect.md'). */
  file: string;
  sidebar?: string;
  codeBlocks: CodeBlock[];
  prose: ProseBlock[];
}

/** Every page and release note of the built content, with what the checks read of each. */
export function builtPages(): BuiltPage[] {
  const manifest = readManifest();
  const checks = readContentChecks();
  return [...manifest.pages, ...manifest.releases].map((page) => ({
    route: page.route,
    file: page.file,
    sidebar: 'sidebar' in page ? page.sidebar : undefined,
    ...checks[page.route],
  }));
}

/** The built pages of one sidebar ('core', 'cloud', 'oss'). */
export const builtSidebar = (name: string) => builtPages().filter((page) => page.sidebar === name);

/** One Markdown body rendered as a page starting at line 1 of its file, links left as written: the checks' own cases. */
export function renderBody(highlighter: Highlighter, body: string, file = 'content/x.md'): RenderedMarkdown {
  return renderMarkdown(highlighter, { file, body, mdx: false, bodyStartLine: 1, resolveLink: (href) => ({ href, target: href }) });
}
