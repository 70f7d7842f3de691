/**
 * An API path cut into the pieces between which a line may break: after a `/` (not the leading
 * one) and before a `{`. Rendered with <wbr> between pieces that do not break inside themselves,
 * '/v3/connector/{data_source}/dry-plan' wraps as '/v3/connector/' + '{data_source}/' + 'dry-plan',
 * never in the middle of a word or at its hyphen.
 */
export function pathSegments(path: string): string[] {
  const segments: string[] = [];
  let start = 0;
  for (let i = 1; i < path.length; i++) {
    const afterSlash = path[i - 1] === '/' && i - 1 > 0;
    const beforeBrace = path[i] === '{';
    if (afterSlash || beforeBrace) {
      if (i > start) segments.push(path.slice(start, i));
      start = i;
    }
  }
  segments.push(path.slice(start));
  return segments.filter(Boolean);
}
