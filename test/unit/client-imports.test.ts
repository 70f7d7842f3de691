/**
 * What the client bundle may not hold: the sidebars' page lists (content/sidebars.ts) and the edition table
 * (lib/config/edition-map.ts). The server hands the client components what they need of them as props.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SERVER_ONLY = ['content/sidebars.ts', 'lib/config/edition-map.ts', 'lib/config/edition-counterpart.ts'];
/** Static and dynamic imports and re-exports, leaving out those of types only. */
const IMPORT = /(?:^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?|\bimport\()['"]([^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
}

/** The project modules a module reaches, each with the module that first imports it. */
function modulesReached(entry: string): Map<string, string> {
  const reached = new Map<string, string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!specifier.startsWith('.') && !specifier.startsWith('@/')) continue;
      const target = resolve(file, specifier);
      if (!target || reached.has(target)) continue;
      reached.set(target, path.relative(ROOT, file));
      stack.push(target);
    }
  }
  return reached;
}

const clientFiles = readdirSync(path.join(ROOT, 'components'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.client\.tsx?$/.test(file))
  .map((file) => path.join(ROOT, 'components', file));

describe('the client components', () => {
  it('are found', () => {
    expect(clientFiles.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(['version-select.client.tsx', 'search-modal.client.tsx', 'search-page.client.tsx']),
    );
  });

  it.each(clientFiles.map((file) => path.relative(ROOT, file)))('%s reaches neither the sidebars nor the edition table', (file) => {
    const reached = [...modulesReached(path.join(ROOT, file))]
      .map(([module, by]) => [path.relative(ROOT, module), by])
      .filter(([module]) => SERVER_ONLY.includes(module));
    expect(reached.map(([module, by]) => `${module} (imported by ${by})`)).toEqual([]);
  });
});
