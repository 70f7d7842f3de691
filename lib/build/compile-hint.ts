/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has all its
 * functions compiled eagerly, on the background thread that already parses async scripts while they
 * download. Without it, each of the framework's module factories is compiled on the main thread
 * the first time it runs, which is most of the long task in which the page starts. Only the chunks
 * every page runs at start get it; chunks loaded on demand (search, Swagger UI) stay lazy.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}
