/** A problem in one content file. Its message always starts with the file (and line, when known). */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly detail: string,
    readonly line?: number,
    options?: { cause?: unknown },
  ) {
    super(`${line ? `${file}:${line}` : file}: ${detail}`, options);
    this.name = 'ContentError';
  }
}

/** Several content problems reported together, so one build shows every broken file. */
export class ContentErrors extends Error {
  constructor(readonly errors: Error[]) {
    super(`${errors.length} content error${errors.length === 1 ? '' : 's'}:\n${errors.map((e) => `  - ${e.message}`).join('\n')}`);
    this.name = 'ContentErrors';
  }
}

/** Runs `fn` for every item, collecting every thrown error instead of stopping at the first. */
export function collectErrors<T, R>(items: T[], fn: (item: T) => R): R[] {
  const results: R[] = [];
  const errors: Error[] = [];
  for (const item of items) {
    try {
      results.push(fn(item));
    } catch (error) {
      errors.push(...(error instanceof ContentErrors ? error.errors : [error as Error]));
    }
  }
  if (errors.length) throw new ContentErrors(errors);
  return results;
}
