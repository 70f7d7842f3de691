import type { Root } from 'hast';
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';
import type { ResolvedLink } from '@/lib/content/links';
import type { RenderContext } from './context';
import { ContentError } from '@/lib/content/errors';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { sitePath } from '@/lib/content/origin';

export interface PageLink {
  /** The absolute target the link check verifies: '/cp/guide/dbt#setup', '/img/a.png'. */
  href: string;
  /** The target as the author wrote it, for messages. */
  written: string;
  line?: number;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = { a: ['http', 'https', 'mailto'], img: ['http', 'https'] } as const;

/**
 * Why a link or image address may not be in content, if it may not: only pages, files and http(s) (and
 * mailto for links) addresses; never javascript:, vbscript:, data: or file:. Browsers ignore tabs, newlines
 * and leading control characters in a URL, so they are ignored here too.
 */
export function unsafeAddressError(tagName: 'a' | 'img', written: string): string | undefined {
  const scheme = SCHEME.exec(written.replace(/[\u0000-\u0020]/g, ''))?.[1].toLowerCase();
  if (!scheme || (ALLOWED_SCHEMES[tagName] as readonly string[]).includes(scheme)) return undefined;
  const what = tagName === 'a' ? 'link' : 'image';
  return `${what} to a '${scheme}:' address is not allowed in content: ${tagName === 'a' ? 'link to a page, a file or an http(s) or mailto: address; to show code, put it in a code block' : 'put the image file under public/img/ and use its path'}`;
}

/**
 * Rewrites links written as relative `.md` paths to routes, marks external links, and records
 * every internal link and image (and every absolute URL on the site's own origin) so the link check
 * can verify them after all pages are known.
 */
export function rehypeLinks(context: RenderContext, resolve: (written: string) => ResolvedLink, links: PageLink[]) {
  /**
   * Checks one address and, when it is the site's own, resolves and records it; gives the href to write, or undefined for an external
   * one.
   */
  const internal = (tagName: 'a' | 'img', written: string, node: Node): string | undefined => {
    const unsafe = unsafeAddressError(tagName, written);
    if (unsafe) throw new ContentError(context.file, unsafe, context.line(node));
    // An absolute URL on this site's own origin is a page here: recorded for the link check, written as it is.
    const own = sitePath(written);
    if (own !== undefined) links.push({ href: own, written, line: context.line(node) });
    if (EXTERNAL.test(written)) return undefined;
    const { href, target } = resolve(written);
    links.push({ href: target, written, line: context.line(node) });
    return href;
  };
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === 'element') {
        const tagName = node.tagName === 'a' || node.tagName === 'img' ? node.tagName : null;
        const attribute = tagName === 'a' ? 'href' : 'src';
        const written = tagName && node.properties[attribute];
        if (!tagName || typeof written !== 'string' || !written) return;
        const href = internal(tagName, written, node);
        if (href === undefined) {
          if (tagName === 'a' && /^https?:/i.test(written)) node.properties.rel = ['noopener', 'noreferrer'];
          return;
        }
        if (tagName === 'img') {
          node.properties.loading = 'lazy';
          node.properties.decoding = 'async';
        }
        node.properties[attribute] = href;
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        // In an MDX page, an `href` written as text on any JSX element (<a>, or a component that links) is checked the same way.
        for (const attribute of (node as MdxJsxFlowElementHast).attributes) {
          if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'href' || typeof attribute.value !== 'string' || !attribute.value)
            continue;
          const href = internal('a', attribute.value, node);
          if (href !== undefined) attribute.value = href;
        }
      }
    });
  };
}
