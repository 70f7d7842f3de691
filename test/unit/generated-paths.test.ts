import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED, GENERATED_ROOT, MDX_MODULES_SPECIFIER, routeFile } from '@/lib/fs/generated-paths';

const OWNER = 'lib/fs/generated-paths.ts';
/** Files that name a .generated path other than through the owner, and why they may. */
const ALLOWED: Record<string, string> = {
  'components/docs/mdx-content.tsx': 'a static import (checked below)',
  // These clear or skip the .generated/ of a copy of the project a benchmark builds, not this project's.
  'scripts/bench/build-bench.ts': 'a benchmark copy',
  'test/unit/line-length.test.ts': 'a folder the line check skips',
  'test/support/project-copy.ts': 'a copy of the project (benchmarks, the dev test)',
  'test/unit/generated-paths.test.ts': 'this test',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|js|css)$/.test(entry.name))
    .map((entry) => path.relative(process.cwd(), path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

const files = ['app', 'components', 'lib', 'scripts', 'test'].flatMap(sourceFiles).concat(['next.config.mjs', 'next-sitemap.config.js']);
/** A string naming a path in .generated ('.generated/x', "@/.generated", '.generated'), outside comments. */
const NAMES_GENERATED = /(['"`])[^'"`\n\s]*\.generated(\/[^'"`\n]*)?\1/;
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1');

describe('the paths under .generated/', () => {
  it(`are named in ${OWNER} only`, () => {
    const offenders = files.filter(
      (file) =>
        file !== OWNER && !(file in ALLOWED) && !file.endsWith('.css') && NAMES_GENERATED.test(withoutComments(readFileSync(file, 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });

  it('agree with the static import of the compiled MDX pages', () => {
    const source = readFileSync('components/docs/mdx-content.tsx', 'utf8');
    const imported = [...source.matchAll(/from '([^']*\.generated[^']*)'/g)].map((match) => match[1]);
    expect(imported).toEqual([MDX_MODULES_SPECIFIER]);
    expect(path.resolve(MDX_MODULES_SPECIFIER.replace(/^@\//, ''))).toBe(GENERATED.mdx);
  });

  it("agree with the stylesheets' import of the code colours", () => {
    const imports = files
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) =>
        [...withoutComments(readFileSync(file, 'utf8')).matchAll(/@import\s+(?:url\()?['"]([^'"]*\.generated[^'"]*)['"]/g)].map((match) =>
          path.resolve(path.dirname(file), match[1]),
        ),
      );
    expect(imports.length).toBeGreaterThan(0);
    for (const file of imports) expect(file).toBe(GENERATED.codeColorsCss);
  });

  it('all lie under .generated/ of the project', () => {
    expect(GENERATED_ROOT).toBe(path.resolve('.generated'));
    for (const file of Object.values(GENERATED)) expect(file.startsWith(GENERATED_ROOT + path.sep), file).toBe(true);
  });

  it("put a route's file inside its folder and refuse one that would land outside", () => {
    expect(routeFile('/g/html', '/cp/a', 'html')).toBe('/g/html/cp/a.html');
    expect(routeFile('/g/html', '/', 'html')).toBe('/g/html/index.html');
    expect(() => routeFile('/g/html', '/../../x', 'html')).toThrow(/would be written outside/);
  });
});
