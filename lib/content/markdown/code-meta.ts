/** Parses a fence's info after the language: `title="config.yaml" mdl` → { title, flags: ['mdl'] }. */
export function parseCodeMeta(meta: string | null | undefined): { title?: string; flags: string[] } {
  const result: { title?: string; flags: string[] } = { flags: [] };
  const pattern = /(\w+)=(?:"([^"]*)"|'([^']*)'|(\S+))|(\S+)/g;
  for (const match of (meta ?? '').matchAll(pattern)) {
    const [, key, doubleQuoted, singleQuoted, bare, flag] = match;
    if (flag) result.flags.push(flag);
    else if (key === 'title') result.title = doubleQuoted ?? singleQuoted ?? bare;
  }
  return result;
}
