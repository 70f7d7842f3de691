/**
 * The page templates of content/: a folder holding `_pages.yml` (a list of entries, each with an `id`) and
 * `_page.md` (the template) gets one page per entry, `<folder>/<id>.md`, and the folder's own page
 * (`<folder>.md` or `<folder>/index.md`) may list the entries. load.ts expands them before the pipeline
 * runs, so each generated page passes every check a written one does.
 *
 * The template language is a small part of Mustache, sections nesting:
 * - `{{name}}` and `{{a.b}}` insert a value as written (Markdown); `{{.}}` is the current list item;
 * - `{{#name}}…{{/name}}` repeats its text for each item of a list, or shows it once for any other value that is
 *   set and not empty; `{{^name}}…{{/name}}` shows its text when the value is missing, false or an empty list, and
 *   `{{?name}}…{{/name}}` (not Mustache) shows it once when the value is set, a list with items included;
 * - a section tag alone on its line takes the whole line with it.
 * Inserting a value that is not set is an error: a misspelled field fails the build instead of printing nothing.
 */

export const TEMPLATE_FILE = '_page.md';
export const TEMPLATE_DATA_FILE = '_pages.yml';

type Scope = Record<string, unknown>;

type Node = string | { tag: string; name: string } | { section: '#' | '^' | '?'; name: string; children: Node[] };

const TAG = /\{\{\s*([#^?/]?)\s*([\w.]+|\.)\s*\}\}/g;

/** The template with its tags replaced from `context`; throws naming a tag that does not close or a value that is not set. */
export function renderTemplate(template: string, context: Scope): string {
  return render(parse(standalone(template)), [context]);
}

/** Section tags alone on a line lose the line, so a section of whole lines leaves no blank lines behind. */
function standalone(template: string): string {
  return template.replace(/^[ \t]*(\{\{\s*[#^?/]\s*[\w.]+\s*\}\})[ \t]*\r?\n/gm, '$1');
}

function parse(template: string): Node[] {
  const root: Node[] = [];
  const open: Array<{ name: string; children: Node[] }> = [{ name: '', children: root }];
  let last = 0;
  for (const match of template.matchAll(TAG)) {
    const children = open.at(-1)!.children;
    if (match.index > last) children.push(template.slice(last, match.index));
    last = match.index + match[0].length;
    const [tag, kind, name] = match;
    if (kind === '#' || kind === '^' || kind === '?') {
      const section = { section: kind as '#' | '^' | '?', name, children: [] as Node[] };
      children.push(section);
      open.push(section);
    } else if (kind === '/') {
      if (open.length === 1 || open.at(-1)!.name !== name) throw new Error(`${tag} closes no open section`);
      open.pop();
    } else children.push({ tag, name });
  }
  if (open.length > 1) throw new Error(`{{#${open.at(-1)!.name}}} is never closed`);
  open[0].children.push(template.slice(last));
  return root;
}

function render(nodes: Node[], stack: unknown[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      if ('tag' in node) {
        const value = node.name === '.' ? stack.at(-1) : lookup(node.name, stack);
        if (!isSet(value) || typeof value === 'object') throw new Error(`${node.tag}: no value to insert here`);
        return String(value);
      }
      const value = lookup(node.name, stack);
      const items = Array.isArray(value) ? value : isSet(value) ? [value] : [];
      if (node.section === '^') return items.length ? '' : render(node.children, stack);
      if (node.section === '?') return items.length ? render(node.children, stack) : '';
      return items.map((item) => render(node.children, [...stack, item])).join('');
    })
    .join('');
}

/** A name's value in the innermost scope that has its first part; `a.b` then reads `b` of it. */
function lookup(name: string, stack: unknown[]): unknown {
  const [first, ...rest] = name.split('.');
  const scope = [...stack].reverse().find((entry) => isObject(entry) && Object.hasOwn(entry, first));
  if (scope === undefined) return undefined;
  return rest.reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), (scope as Scope)[first]);
}

function isObject(value: unknown): value is Scope {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false && value !== '' && !(Array.isArray(value) && !value.length);
}
