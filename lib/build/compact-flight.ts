/**
 * The flight data Next.js inlines in each exported page, `self.__next_f.push([1,"…"])`, rewritten as a shorter string
 * literal with the same value. Next.js writes it with JSON.stringify, which escapes every `"` of the page's markup, and
 * then escapes every `<`, `>` and `&` as `\u003c`…: about a fifth of the inline flight is escapes. The new literal is
 * single-quoted and escapes only what a string literal inside a script element must: the backslash, the quote, control
 * characters, line separators, lone surrogates, and `<` before `/` or `!`, so that no `</script` or `<!--` can end the
 * script or change how the HTML parser reads it.
 */
import { ExportRewriteError } from './rewrite-error';

export const COMPACT_FLIGHT_REWRITE = 'compact-flight';

/** An inline flight chunk as Next.js writes it, its string as a JSON literal (group 1). */
export const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;

const MUST_ESCAPE = /[\\'\u0000-\u001f\u2028\u2029]|<(?=[/!])|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const SHORT_ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `value` as a single-quoted JavaScript string literal that can sit inside a <script> element. */
export function scriptStringLiteral(value: string): string {
  const escaped = value.replace(MUST_ESCAPE, (char) => {
    const code = char.charCodeAt(0);
    return SHORT_ESCAPES[char] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
  });
  return `'${escaped}'`;
}

const COMPACTED = "<script>self.__next_f.push([1,'";

/**
 * The page with each inline flight chunk written as scriptStringLiteral writes it; running it twice changes nothing.
 * Throws ExportRewriteError for a page with no flight chunk in either form: Next.js has changed how it inlines them.
 */
export function compactFlight(html: string, pathname: string): string {
  let found = false;
  const compacted = html.replace(FLIGHT_SCRIPT, (_script, literal: string) => {
    found = true;
    return `<script>self.__next_f.push([1,${scriptStringLiteral(JSON.parse(literal) as string)}])</script>`;
  });
  if (!found && !html.includes(COMPACTED))
    throw new ExportRewriteError(COMPACT_FLIGHT_REWRITE, pathname, 'no inline flight chunk (<script>self.__next_f.push([1,"…"])</script>)');
  return compacted;
}
