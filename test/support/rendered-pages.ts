import path from 'node:path';
import type { Highlighter } from 'shiki';
import sidebars from '@/content/sidebars';
import { MDX_GLOBAL_COMPONENTS } from '@/components/mdx/registry';
import { parseSource } from '@/lib/content/frontmatter';
import { readContentFiles, type SourceFile } from '@/lib/content/load';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import { renderMarkdown, type RenderedMarkdown } from '@/lib/content/markdown/render';
import { renderJob } from '@/lib/content/pipeline';
import { routeForFile, sidebarForRoute } from '@/lib/content/route';

export interface RenderedPage {
  file: SourceFile;
  rendered: RenderedMarkdown;
}

/** The content pages of one sidebar, each rendered by the content pipeline: the code blocks and prose checks read. */
export async function renderedSidebar(name: string): Promise<RenderedPage[]> {
  const files = readContentFiles(path.resolve('content'), 'content').filter((file) => !file.relativePath.startsWith('releases/'));
  const routeByFile = new Map(files.map((file) => [file.relativePath, routeForFile(file.relativePath)]));
  const highlighter = await getHighlighter();
  return files
    .filter((file) => sidebarForRoute(routeForFile(file.relativePath), sidebars) === name)
    .map((file) => {
      const { body, bodyStartLine } = parseSource(file.displayPath, file.text);
      const mdx = file.relativePath.endsWith('.mdx');
      const job = {
        file: file.displayPath,
        body,
        mdx,
        module: mdx ? { globals: MDX_GLOBAL_COMPONENTS } : undefined,
        bodyStartLine,
        route: routeByFile.get(file.relativePath)!,
        relativePath: file.relativePath,
      };
      return { file, rendered: renderJob(highlighter, job, routeByFile) };
    });
}

/** One Markdown body rendered as a page starting at line 1 of its file, links left as written. */
export function renderBody(highlighter: Highlighter, body: string, file = 'content/x.md'): RenderedMarkdown {
  return renderMarkdown(highlighter, { file, body, mdx: false, bodyStartLine: 1, resolveLink: (href) => ({ href, target: href }) });
}
