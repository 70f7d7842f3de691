import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The longest line the code may have; Prettier (.prettierrc) wraps code at the same width, but not comments or strings. */
const MAX_LINE = 140;
const CODE = /\.(ts|tsx|mts|mjs|js|css)$/;
/** Build output, dependencies, and data rather than code: authors' pages, fixtures, static files, the API description. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  '.next',
  'out',
  '.generated',
  '.bench',
  '.bench-x4',
  'test-results',
  'content',
  'public',
  'openapi',
]);
const SKIPPED_PATHS = new Set(['test/fixtures']);

function codeFiles(dir: string, root: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) || SKIPPED_PATHS.has(relative) ? [] : codeFiles(full, root);
    return CODE.test(entry.name) && entry.name !== 'next-env.d.ts' ? [relative] : [];
  });
}

describe('line length', () => {
  it(`keeps every line of code, comment and string under ${MAX_LINE + 1} characters`, () => {
    const root = process.cwd();
    const files = codeFiles(root, root);
    expect(files).toContain('app/layout.tsx');
    const long = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => ([...line].length > MAX_LINE ? [`${file}:${i + 1} (${[...line].length} characters)`] : [])),
    );
    expect(long).toEqual([]);
  });
});
