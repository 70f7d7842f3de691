import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import { renderMarkdown } from '@/lib/content/markdown/render';
import { checkEsm, exportsName } from '@/lib/content/markdown/mdx-imports';
import { mdxModuleIndex, writeMdxModules } from '@/lib/content/write-output';
import { MDX_GLOBAL_COMPONENTS } from '@/components/mdx/registry';
import { parse } from 'acorn';
import type { Program } from 'estree';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let highlighter: Highlighter;
beforeAll(async () => {
  highlighter = await getHighlighter();
}, 30_000);

const CHECKER = "import { ManifestChecker } from '@/components/mdx/manifest-checker.client'";
const compile = (body: string, globals: Record<string, string> = { MdlFields: 'mdl-fields' }) =>
  renderMarkdown(highlighter, {
    file: 'content/oss/x.mdx',
    body,
    mdx: true,
    bodyStartLine: 8,
    resolveLink: (written) => ({ href: written, target: written }),
    module: { globals },
  });
const program = (code: string) => parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;

describe('MDX doc pages compiled to modules', () => {
  it("keeps the page's imports, adds those of global components it uses, and renders no HTML", () => {
    const out = compile(`${CHECKER}\n\n## Try it\n\n<ManifestChecker initial="{}" />\n\n<MdlFields of="model" />\n`);
    expect(out.html).toBe('');
    expect(out.module).toContain("import {ManifestChecker} from '@/components/mdx/manifest-checker.client';");
    expect(out.module).toContain("import {MdlFields} from '@/components/mdx/mdl-fields';");
    expect(out.module).toMatch(/export default function MDXContent/);
    expect(out.headings).toMatchObject([{ depth: 2, text: 'Try it', id: 'try-it' }]);
  });

  it('imports a global component only on the pages that use it', () => {
    expect(compile('Plain text.\n').module).not.toContain('mdl-fields');
  });

  it('evaluates expressions and exported constants', () => {
    const out = compile('export const port = 8080\n\nThe engine listens on {port}.\n');
    expect(out.module).toContain('const port = 8080');
    expect(out.module).toMatch(/"The engine listens on ", port/);
  });

  it('leaves import lines out of the Markdown export, and keeps the rest, exported constants included, as written', () => {
    const out = compile(`${CHECKER}\n\nexport const a = 1\n\n## Try it\n\n<ManifestChecker initial="{}" />\n`);
    expect(out.markdown).toBe('export const a = 1\n\n## Try it\n\n<ManifestChecker initial="{}" />\n');
  });

  it('makes tab radios uncontrolled, so React lets the reader switch tabs', () => {
    const out = compile('<Tabs>\n<Tab label="A">one</Tab>\n<Tab label="B">two</Tab>\n</Tabs>\n');
    expect(out.module).toContain('defaultChecked: true');
    expect(out.module).not.toMatch(/\bchecked:/);
  });

  it('indexes the text inside components for search', () => {
    const out = compile(`${CHECKER}\n\n<ManifestChecker initial="{}">\n\nCheck **first**.\n\n</ManifestChecker>\n`);
    expect(out.searchBlocks).toContainEqual({ kind: 'text', text: 'Check first.' });
  });

  it('checks href attributes written on JSX like Markdown links', () => {
    const out = compile('<a href="/cp/overview#plans">Plans</a>\n');
    expect(out.links).toEqual([{ href: '/cp/overview#plans', written: '/cp/overview#plans', line: 8 }]);
    expect(() => compile('Intro.\n\n<a href="javascript:alert(1)">x</a>\n')).toThrow(
      "content/oss/x.mdx:10: link to a 'javascript:' address is not allowed in content",
    );
  });

  it('names the file and line of a component that is neither imported nor global', () => {
    expect(() => compile('Intro.\n\n<Chart />\n')).toThrow(
      'content/oss/x.mdx:10: unknown component <Chart>: import it (import { Chart } from ' +
        "'@/components/mdx/<file>') or use one available without import: <Tabs>, <Tab>, <Admonition>, " +
        '<MdlFields>',
    );
  });

  it('names the file and line of a bad import', () => {
    expect(() => compile("Intro.\n\nimport { Chart } from '@/components/mdx/chart'\n")).toThrow(
      "content/oss/x.mdx:10: cannot import '@/components/mdx/chart': there is no components/mdx/chart.tsx",
    );
    expect(() => compile("import { Nope } from '@/components/mdx/mdl-fields'\n")).toThrow(
      "content/oss/x.mdx:8: components/mdx/mdl-fields.tsx has no export named 'Nope'",
    );
    expect(() => compile("import fs from 'node:fs'\n")).toThrow(
      "content/oss/x.mdx:8: cannot import 'node:fs': pages import components from '@/components/mdx/<file>' only",
    );
    expect(() => compile("import { A } from '@/components/mdx/../../lib/x'\n")).toThrow("cannot import '@/components/mdx/../../lib/x'");
  });

  it('reports invalid JSX with its line', () => {
    expect(() => compile('Text\n\n<ManifestChecker\n')).toThrow(/^content\/oss\/x\.mdx:\d+: cannot be parsed/);
  });
});

describe('checkEsm and exportsName', () => {
  it('binds imported components and exported constants, and refuses other statements', () => {
    expect(checkEsm(program(`${CHECKER};\nexport const a = 1, b = 2;`))).toEqual({ bindings: ['ManifestChecker', 'a', 'b'] });
    expect(checkEsm(program('export default function Layout() {}')).error).toMatch(/only import components and export constants/);
    expect(checkEsm(program("export { x } from '@/components/mdx/mdl-fields'")).error).toMatch(/only import components/);
    expect(checkEsm(program("import * as all from '@/components/mdx/mdl-fields'")).error).toBe(
      "import named components from '@/components/mdx/mdl-fields', not '* as all'",
    );
  });

  it("reads exports from a component file's source", () => {
    expect(exportsName('export function A() {}\nexport const B = 1;\nexport { C, D as E };', 'A')).toBe(true);
    expect(exportsName('export const B = 1;', 'B')).toBe(true);
    expect(exportsName('export { C, D as E };', 'E')).toBe(true);
    expect(exportsName('function A() {}', 'A')).toBe(false);
    expect(exportsName('export default function X() {}', 'default')).toBe(true);
    expect(exportsName('export function AB() {}', 'A')).toBe(false);
  });
});

describe('the MDX module index and the global registry', () => {
  it('imports each page lazily by route', () => {
    const index = mdxModuleIndex(['/oss/engine/guide/check_manifest']);
    expect(index).toContain('"/oss/engine/guide/check_manifest": () => import("./pages/oss/engine/guide/check_manifest"),');
    expect(mdxModuleIndex([])).toContain('= {\n};');
  });

  it('rewrites only the module files whose text changed, and removes those of deleted pages', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mdx-modules-'));
    const a = path.join(dir, 'pages/cp/a.ts');
    const b = path.join(dir, 'pages/cp/b.ts');
    writeMdxModules(
      new Map([
        ['/cp/a', 'export default 1'],
        ['/cp/b', 'export default 2'],
      ]),
      dir,
    );
    const written = statSync(a).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeMdxModules(new Map([['/cp/a', 'export default 1']]), dir);
    expect(statSync(a).mtimeMs).toBe(written);
    expect(existsSync(b)).toBe(false);
    expect(readFileSync(path.join(dir, 'index.ts'), 'utf8')).not.toContain('/cp/b');
    expect(() => writeMdxModules(new Map([['/../../x', '']]), dir)).toThrow(/would be written outside/);
  });

  it('lists only components whose file exports that name', () => {
    for (const [name, file] of Object.entries(MDX_GLOBAL_COMPONENTS)) {
      expect(exportsName(readFileSync(`components/mdx/${file}.tsx`, 'utf8'), name), `${file}.tsx exports ${name}`).toBe(true);
    }
  });
});
