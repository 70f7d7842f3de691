import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from './errors';

export interface SourceFile {
  /** Path relative to the content folder, with forward slashes: 'cp/guide/dbt.md'. */
  relativePath: string;
  /** Path for messages, relative to the project: 'content/cp/guide/dbt.md'. */
  displayPath: string;
  text: string;
}

const CONTENT_EXTENSIONS = /\.mdx?$/;

/** Reads every Markdown and MDX file under `root`, once, in a stable order. */
export function readContentFiles(root: string, displayRoot = path.relative(process.cwd(), root) || '.'): SourceFile[] {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CONTENT_EXTENSIONS.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  return files.map((relativePath) => {
    const displayPath = `${displayRoot}/${relativePath}`;
    try {
      return { relativePath, displayPath, text: readFileSync(path.join(root, relativePath), 'utf8') };
    } catch (error) {
      throw new ContentError(displayPath, `cannot be read: ${(error as Error).message}`, undefined, { cause: error });
    }
  });
}
