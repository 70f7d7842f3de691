import type { Node } from 'unist';

/** Per-page state shared by the Markdown plugins: where we are, and what we collected. */
export interface RenderContext {
  file: string;
  /** Maps a node to its line in the source file (the body's offset already added). */
  line(node: Node | undefined): number | undefined;
  tabGroups: number;
}

export function createContext(file: string, bodyStartLine: number): RenderContext {
  return {
    file,
    line: (node) => (node?.position ? node.position.start.line + bodyStartLine - 1 : undefined),
    tabGroups: 0,
  };
}
