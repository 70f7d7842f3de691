import type { Element, ElementContent } from 'hast';
import type { ShikiTransformer } from 'shiki';

/**
 * Drops the span of every token in the themes' plain text colours: such a token reads the same as the text around
 * it, and the site's code has thousands of them. Runs before Shiki's style-to-class transformer, on the tokens' own
 * colours (`defaultColor: false` gives each one `--shiki-light` and `--shiki-dark`), and of a line too long to tokenize
 * (it has no colour).
 */
export function transformerPlainTokens(plain: { light: string; dark: string }): ShikiTransformer {
  const isPlain = (style: Record<string, string>) =>
    Object.values(style).every((value) => !value) ||
    (Object.keys(style).length === 2 &&
      style['--shiki-light']?.toLowerCase() === plain.light &&
      style['--shiki-dark']?.toLowerCase() === plain.dark);
  return {
    name: 'wren-docs:plain-tokens',
    tokens(lines) {
      for (const line of lines)
        for (const token of line)
          if (token.htmlStyle && typeof token.htmlStyle === 'object' && isPlain(token.htmlStyle as Record<string, string>))
            token.htmlStyle = undefined;
    },
    line(node: Element) {
      node.children = node.children.flatMap((child): ElementContent[] =>
        child.type === 'element' && child.tagName === 'span' && Object.keys(child.properties).length === 0 ? child.children : [child],
      );
    },
  };
}

/** A style the style-to-class transformer registered: CSS text, or properties and values. */
export type CodeStyle = string | Record<string, string>;

/**
 * The code colour stylesheet: each class the highlighter registered (its light and dark colours as CSS variables),
 * and the rules that pick one of them by the page's theme.
 */
export function codeColorsCss(styles: Iterable<[string, CodeStyle]>): string {
  const declarations = (style: CodeStyle) =>
    typeof style === 'string'
      ? style
      : Object.entries(style)
          .map(([name, value]) => `${name}:${value}`)
          .join(';');
  return [
    '.shiki,.shiki span{color:var(--shiki-light);font-style:var(--shiki-light-font-style);font-weight:var(--shiki-light-font-weight)}',
    "[data-theme='dark'] .shiki,[data-theme='dark'] .shiki span{color:var(--shiki-dark);" +
      'font-style:var(--shiki-dark-font-style);font-weight:var(--shiki-dark-font-weight)}',
    ...[...styles].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, style]) => `.${name}{${declarations(style)}}`),
  ].join('\n');
}
