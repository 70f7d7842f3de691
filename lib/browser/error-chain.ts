/** The messages of an error and of every `cause` behind it, outermost first. */
export function errorChain(error: unknown, limit = 10): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && messages.length < limit) {
    if (current instanceof Error) {
      messages.push(current.message || current.name);
      current = current.cause;
    } else {
      messages.push(String(current));
      break;
    }
  }
  return messages;
}

/** Whether an error means a script chunk for the route could not be fetched, rather than a bug. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /loading (css )?chunk|failed to fetch dynamically imported module|importing a module script failed/i.test(error.message)
  );
}
