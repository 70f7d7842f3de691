import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { CORE } from '@/lib/config/core-release';
import { ContentError, ContentErrors } from './errors';
import { renderTemplate, TEMPLATE_DATA_FILE, TEMPLATE_FILE } from './template';

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

/** What every page template may insert besides its entry's fields: `{{core.tag}}`, `{{core.version}}`. */
export const TEMPLATE_GLOBALS = { core: CORE };

/**
 * Reads every Markdown and MDX file under `root`, once, in a stable order, with the pages of its page
 * templates (template.ts) expanded in place. Fails, naming every file, on
 * names a URL cannot reach or that differ only by case, upper-case extensions and text that is not UTF-8;
 * warns on a byte-order mark (dropped) and on very large pages.
 */
export function readContentFiles(
  root: string,
  displayRoot = path.relative(process.cwd(), root) || '.',
  warn: (message: string) => void = console.warn,
): SourceFile[] {
  const all = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && (CONTENT_EXTENSIONS.test(entry.name) || entry.name === TEMPLATE_DATA_FILE))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const files = all.filter((file) => CONTENT_EXTENSIONS.test(file));
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
  const dataFiles = all
    .filter((file) => path.posix.basename(file) === TEMPLATE_DATA_FILE)
    .map((relativePath) => ({
      relativePath,
      displayPath: `${displayRoot}/${relativePath}`,
      text: readFileSync(path.join(root, relativePath), 'utf8'),
    }));
  return expandPageTemplates(sources, dataFiles);
}

/**
 * The content files with each page template expanded (template.ts): `_page.md` gives way to one page per
 * entry of the `_pages.yml` beside it, and the folder's own page is rendered with the entries as `pages`.
 * A generated page's displayPath is the template's, followed by its id: 'content/a/b/_page.md (cursor)'.
 */
export function expandPageTemplates(sources: SourceFile[], dataFiles: SourceFile[], globals: object = TEMPLATE_GLOBALS): SourceFile[] {
  const errors: Error[] = [];
  const byPath = new Map(sources.map((source) => [source.relativePath, source]));
  const replaced = new Map<string, SourceFile[]>();
  const folders = new Set([
    ...dataFiles.map((data) => path.posix.dirname(data.relativePath)),
    ...sources
      .filter((source) => path.posix.basename(source.relativePath) === TEMPLATE_FILE)
      .map((source) => path.posix.dirname(source.relativePath)),
  ]);
  for (const folder of folders) {
    const data = dataFiles.find((file) => file.relativePath === `${folder}/${TEMPLATE_DATA_FILE}`);
    const template = byPath.get(`${folder}/${TEMPLATE_FILE}`);
    const missing = data ? `${folder}/${TEMPLATE_FILE}` : `${folder}/${TEMPLATE_DATA_FILE}`;
    const present = data ?? template!;
    if (!data || !template) {
      errors.push(
        new ContentError(present.displayPath, `a page template needs both ${TEMPLATE_FILE} and ${TEMPLATE_DATA_FILE}: add ${missing}`),
      );
      if (template) replaced.set(template.relativePath, []);
      continue;
    }
    try {
      const entries = templateEntries(data);
      const render = (file: SourceFile, context: object) => {
        try {
          return renderTemplate(file.text, { ...globals, ...context });
        } catch (error) {
          throw new ContentError(file.displayPath, (error as Error).message);
        }
      };
      replaced.set(
        template.relativePath,
        entries.map((entry) => ({
          relativePath: `${folder}/${entry.id}.md`,
          displayPath: `${template.displayPath} (${entry.id})`,
          text: render({ ...template, displayPath: `${template.displayPath} (${entry.id})` }, entry),
        })),
      );
      const index = [`${folder}.md`, `${folder}.mdx`, `${folder}/index.md`, `${folder}/index.mdx`]
        .map((file) => byPath.get(file))
        .find(Boolean);
      if (index) replaced.set(index.relativePath, [{ ...index, text: render(index, { pages: entries }) }]);
    } catch (error) {
      errors.push(error as Error);
    }
  }
  const taken = new Set(sources.map((source) => source.relativePath));
  for (const [templatePath, generated] of replaced) {
    if (path.posix.basename(templatePath) !== TEMPLATE_FILE) continue;
    for (const page of generated)
      if (taken.has(page.relativePath))
        errors.push(new ContentError(page.displayPath, `would be ${page.relativePath}, which is also a written page: rename one`));
  }
  if (errors.length) throw new ContentErrors(errors);
  return sources
    .flatMap((source) => replaced.get(source.relativePath) ?? [source])
    .sort((a, b) => (a.relativePath < b.relativePath ? -1 : 1));
}

/** The entries of a `_pages.yml`: a list of mappings, each with an `id` that can be a file name, no two alike. */
function templateEntries(data: SourceFile): Array<Record<string, unknown> & { id: string }> {
  const document = parseDocument(data.text);
  const first = document.errors[0];
  if (first) throw new ContentError(data.displayPath, `is not valid YAML: ${first.message.split('\n')[0]}`, first.linePos?.[0].line);
  const entries: unknown = document.toJS();
  if (!Array.isArray(entries) || !entries.length) throw new ContentError(data.displayPath, 'must be a list of entries, each with an id');
  const seen = new Set<string>();
  return entries.map((entry: unknown, index) => {
    const id = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined;
    if (typeof id !== 'string' || !URL_SAFE_SEGMENT.test(id))
      throw new ContentError(data.displayPath, `entry ${index + 1}: id must be a file name of letters, digits, '-', '_' and '.'`);
    if (seen.has(id)) throw new ContentError(data.displayPath, `entry ${index + 1}: id '${id}' is used twice`);
    seen.add(id);
    return entry as Record<string, unknown> & { id: string };
  });
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
