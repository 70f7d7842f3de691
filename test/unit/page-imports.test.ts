/**
 * What the pages' server code loads. `next dev` compiles, and loads again in each generateStaticParams
 * worker, everything a route imports; the content build's parsers (zod, yaml, the Markdown and
 * highlighting pipeline) belong to the build and would only slow every page down there.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const BUILD_ONLY = ['zod', 'yaml', 'gray-matter', 'shiki', 'unified', '@mdx-js/mdx'];
/** Static imports and re-exports, leaving out those of types only. */
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
}

/** The packages a module reaches through its imports, each with the first project module that imports it. */
function packagesReached(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, clause = '', specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const names = /^\{([^}]*)\}$/
        .exec(clause.trim())?.[1]
        .split(',')
        .filter((name) => name.trim());
      if (names?.length && names.every((name) => name.trim().startsWith('type '))) continue;
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const target = resolve(file, specifier);
        if (target) stack.push(target);
      } else if (!packages.has(specifier)) packages.set(specifier, path.relative(ROOT, file));
    }
  }
  return packages;
}

const routeFiles = readdirSync(path.join(ROOT, 'app'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)(page|layout|route|not-found|error|global-error)\.tsx?$/.test(file))
  .map((file) => path.join('app', file));

describe("the pages' server code", () => {
  it('finds the routes it checks', () => {
    expect(routeFiles).toContain(path.join('app', '[...slug]', 'page.tsx'));
    expect(routeFiles.length).toBeGreaterThan(10);
  });

  it.each(routeFiles)('%s imports none of the content build parsers', (route) => {
    const reached = [...packagesReached(path.join(ROOT, route))].filter(([name]) =>
      BUILD_ONLY.some((pkg) => name === pkg || name.startsWith(`${pkg}/`)),
    );
    expect(reached.map(([name, by]) => `${name} (imported by ${by})`)).toEqual([]);
  });
});
