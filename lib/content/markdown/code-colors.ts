import type { Element, ElementContent } from 'hast';

/**
 * Token colours as classes instead of inline styles. Shiki gives every token its own
 * `style="color:#…;--shiki-dark:#…"`; the whole site uses about a dozen such pairs thousands of
 * times, and the browser parses each inline style on its own. A token in its block's own colours
 * loses its span; any other token gets a class that names both colours (`hl-0e1116-e1e4e8`), so the
 * stylesheet is written from the class names alone (codeColorsCss).
 */
const TOKEN_STYLE = /^color:#([0-9a-f]{6});--shiki-dark:#([0-9a-f]{6})$/i;
const TOKEN_CLASS = /\bhl-([0-9a-f]{6})-([0-9a-f]{6})\b/g;

export function tokenColorClasses(pre: Element): void {
  const style = String(pre.properties.style ?? '');
  const base = `${/(?:^|;)color:#([0-9a-f]{6})/i.exec(style)?.[1]}-${/--shiki-dark:#([0-9a-f]{6})/i.exec(style)?.[1]}`.toLowerCase();
  const visit = (node: Element) => {
    node.children = node.children.flatMap((child): ElementContent[] => {
      if (child.type !== 'element') return [child];
      const colors = TOKEN_STYLE.exec(String(child.properties.style ?? ''));
      if (child.tagName !== 'span' || !colors) {
        visit(child);
        return [child];
      }
      const pair = `${colors[1]}-${colors[2]}`.toLowerCase();
      if (pair === base) return child.children;
      delete child.properties.style;
      child.properties.className = [...((child.properties.className as string[] | undefined) ?? []), `hl-${pair}`];
      return [child];
    });
  };
  visit(pre);
}

/** The rules for every token colour class used in `htmls`, light by default and dark under [data-theme='dark']. */
export function codeColorsCss(htmls: Iterable<string>): string {
  const pairs = new Set<string>();
  for (const html of htmls) for (const match of html.matchAll(TOKEN_CLASS)) pairs.add(`${match[1]}-${match[2]}`);
  return [...pairs]
    .sort()
    .map((pair) => {
      const [light, dark] = pair.split('-');
      return `.hl-${pair}{color:#${light}}[data-theme='dark'] .hl-${pair}{color:#${dark}}`;
    })
    .join('\n');
}
