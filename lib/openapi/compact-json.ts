/**
 * JSON laid out for reading: an array or object whose members are all scalars stays on one line
 * when that line fits in `width` columns; everything else gets one member per line, indented.
 * Example bodies keep three result rows on three lines instead of twenty-five.
 */
export interface CompactJsonOptions {
  /** Columns a line may take, indentation included. */
  width?: number;
  /** Spaces per nesting level. */
  indent?: number;
  /** Columns taken before the value on its first line, and added to every later line (a snippet's own indentation). */
  offset?: number;
  /** How a scalar is written: JSON by default; Python writes True, False and None. */
  scalar?: (value: string | number | boolean | null) => string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const isScalar = (value: unknown): value is string | number | boolean | null =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

export function compactJson(value: unknown, options: CompactJsonOptions = {}): string {
  const width = options.width ?? 80;
  const indent = options.indent ?? 2;
  const offset = options.offset ?? 0;
  const scalar = options.scalar ?? ((v) => JSON.stringify(v));
  const pad = (level: number) => ' '.repeat(offset + level * indent);

  /** `used` is how many columns the line already holds before this value; `tail` what follows it (a comma). */
  const format = (node: Json, level: number, used: number, tail: number): string => {
    if (isScalar(node)) return scalar(node);
    const entries: [string | null, Json][] = Array.isArray(node)
      ? node.map((item) => [null, item])
      : Object.entries(node).map(([key, item]) => [key, item]);
    const [open, close] = Array.isArray(node) ? ['[', ']'] : ['{', '}'];
    if (entries.length === 0) return open + close;
    const member = (key: string | null, text: string) => (key === null ? text : `${JSON.stringify(key)}: ${text}`);
    if (entries.every(([, item]) => isScalar(item))) {
      const line = open + entries.map(([key, item]) => member(key, scalar(item as string))).join(', ') + close;
      if (used + line.length + tail <= width) return line;
    }
    const inner = pad(level + 1);
    const lines = entries.map(([key, item], i) => {
      const prefix = member(key, '');
      const comma = i < entries.length - 1 ? 1 : 0;
      return inner + prefix + format(item as Json, level + 1, inner.length + prefix.length, comma) + (comma ? ',' : '');
    });
    return `${open}\n${lines.join('\n')}\n${pad(level)}${close}`;
  };

  return format(value as Json, 0, offset, 0);
}

/** Python's spelling of JSON scalars, for a dict literal. JSON string escapes are valid in Python strings. */
export const pythonScalar = (value: string | number | boolean | null): string =>
  value === null ? 'None' : value === true ? 'True' : value === false ? 'False' : JSON.stringify(value);
