import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { ResolvedLink } from '../links';
import type { RenderContext } from './context';

export interface PageLink {
  /** The absolute target the link check verifies: '/cp/guide/dbt#setup', '/img/a.png'. */
  href: string;
  /** The target as the author wrote it, for messages. */
  written: string;
  line?: number;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Rewrites links written as relative `.md` paths to routes, marks external links, and records
 * every internal link and image so the link check can verify them after all pages are known.
 */
export function rehypeLinks(context: RenderContext, resolve: (written: string) => ResolvedLink, links: PageLink[]) {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      const attribute = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : null;
      if (!attribute) return;
      const written = node.properties[attribute];
      if (typeof written !== 'string' || !written) return;
      if (EXTERNAL.test(written)) {
        if (node.tagName === 'a' && /^https?:/i.test(written)) node.properties.rel = ['noopener', 'noreferrer'];
        return;
      }
      if (node.tagName === 'img') {
        node.properties.loading = 'lazy';
        node.properties.decoding = 'async';
      }
      const { href, target } = resolve(written);
      node.properties[attribute] = href;
      links.push({ href: target, written, line: context.line(node) });
    });
  };
}
