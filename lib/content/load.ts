import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError, ContentErrors } from './errors';

export interface SourceFile {
  /** Path relative to the content folder, with forward slashes: 'cp/guide/dbt.md'. */
  relativePath: string;
  /** Path for messages, relative to the project: 'content/cp/guide/dbt.md'. */
  displayPath: string;
  text: string;
}

const CONTENT_EXTENSIONS = /\.mdx?$/i;
/** What a file name may be made of so that its URL needs no escaping on any host. */
const URL_SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const BYTE_ORDER_MARK = '\uFEFF';
/** A page's Markdown past this size is worth a warning: it makes a slow page and floods the search records. */
export const PAGE_SIZE_WARNING_BYTES = 200 * 1024;

/**
 * Reads every Markdown and MDX file under `root`, once, in a stable order. Fails, naming every file, on
 * names a URL cannot reach or that differ only by case, upper-case extensions and text that is not UTF-8;
 * warns on a byte-order mark (dropped) and on very large pages.
 */
export function readContentFiles(
  root: string,
  displayRoot = path.relative(process.cwd(), root) || '.',
  warn: (message: string) => void = console.warn,
): SourceFile[] {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CONTENT_EXTENSIONS.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const errors: Error[] = [];
  const byLowerCase = new Map<string, string>();
  const sources: SourceFile[] = [];
  for (const relativePath of files) {
    const displayPath = `${displayRoot}/${relativePath}`;
    const nameError = fileNameError(relativePath);
    const twin = byLowerCase.get(relativePath.toLowerCase());
    if (nameError) errors.push(new ContentError(displayPath, nameError));
    else if (twin)
      errors.push(
        new ContentError(
          displayPath,
          `differs from ${displayRoot}/${twin} only by case; hosts that ignore case would serve one for both: rename one`,
        ),
      );
    byLowerCase.set(relativePath.toLowerCase(), relativePath);
    if (nameError || twin) continue;
    try {
      sources.push({ relativePath, displayPath, text: decodeContent(displayPath, readFileSync(path.join(root, relativePath)), warn) });
    } catch (error) {
      errors.push(
        error instanceof ContentError
          ? error
          : new ContentError(displayPath, `cannot be read: ${(error as Error).message}`, undefined, { cause: error }),
      );
    }
  }
  if (errors.length) throw new ContentErrors(errors);
  return sources;
}

/** Why a content file's path cannot be a page's URL, if it cannot. */
export function fileNameError(relativePath: string): string | undefined {
  const extension = /\.[^.]+$/.exec(relativePath)?.[0] ?? '';
  if (extension !== extension.toLowerCase())
    return `has the extension '${extension}': rename it to '${extension.toLowerCase()}' (only .md and .mdx are built)`;
  const bad = relativePath.split('/').find((segment) => !URL_SAFE_SEGMENT.test(segment));
  if (bad)
    return `the name '${bad}' cannot be part of a URL as it is: use only letters, digits, '-', '_' and '.', and do not start with '.'`;
  return undefined;
}

/** The file's text: UTF-8, without a byte-order mark. */
export function decodeContent(displayPath: string, bytes: Buffer, warn: (message: string) => void): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    const lossy = bytes.toString('utf8');
    const line = lossy.slice(0, lossy.indexOf('\uFFFD')).split('\n').length;
    throw new ContentError(displayPath, 'is not valid UTF-8 (perhaps Latin-1 or Windows-1252): save it as UTF-8', line);
  }
  if (text.startsWith(BYTE_ORDER_MARK)) {
    warn(`${displayPath}: starts with a byte-order mark, which was ignored; save the file as UTF-8 without BOM`);
    text = text.slice(1);
  }
  if (bytes.length > PAGE_SIZE_WARNING_BYTES) {
    warn(
      `${displayPath}: ${(bytes.length / 1024).toFixed(0)} KB of Markdown (over ` +
        `${PAGE_SIZE_WARNING_BYTES / 1024} KB): a page this long loads slowly and fills search with its ` +
        `sections; consider splitting it`,
    );
  }
  return text;
}
