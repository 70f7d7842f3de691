/**
 * A rewrite of the exported site found nothing to rewrite where it must: the shape of Next.js's output
 * has changed, and the rewrite would otherwise leave the page as it was without a word. The build stops
 * with the rewrite's name and the page; docs/ARCHITECTURE.md, "Upgrading Next.js", says what to check.
 */
export class ExportRewriteError extends Error {
  constructor(
    readonly rewrite: string,
    readonly page: string,
    problem: string,
  ) {
    super(`${rewrite}: ${page}: ${problem}`);
    this.name = 'ExportRewriteError';
  }
}
