import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The site's stylesheets: app/globals.css and every stylesheet beside a component. */
const COMPONENT_SHEETS = readdirSync('components', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => path.join('components', file));
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The layer order app/globals.css declares, lowest first. */
function declaredLayers(): string[] {
  const statement = /^@layer ([\w-]+(?:,\s*[\w-]+)*);/m.exec(withoutComments(readFileSync('app/globals.css', 'utf8')).trim());
  return statement ? statement[1].split(/,\s*/) : [];
}

/** What stands at the top level of a stylesheet: each at-rule or rule's prelude, with its braces' contents left out. */
function topLevel(css: string): string[] {
  const preludes: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of withoutComments(css)) {
    if (char === '{' && depth++ === 0) preludes.push(current.trim());
    else if (char === '}') depth--;
    else if (char === ';' && depth === 0) preludes.push(`${current.trim()};`);
    if (depth === 0 && char !== '}' && char !== ';' && char !== '{') current += char;
    else if (depth === 0) current = '';
  }
  return preludes;
}

describe('the stylesheets', () => {
  it('declare the cascade layers once, first in app/globals.css', () => {
    expect(declaredLayers()).toEqual(['swagger-ui', 'reset', 'base', 'shell', 'content', 'components']);
    expect(topLevel(readFileSync('app/globals.css', 'utf8'))).toEqual([
      '@layer swagger-ui, reset, base, shell, content, components;',
      '@layer reset',
      '@layer base',
    ]);
  });

  it('put every rule of a component in one declared layer', () => {
    const layers = new Set(declaredLayers());
    const unlayered = COMPONENT_SHEETS.flatMap((file) =>
      topLevel(readFileSync(file, 'utf8'))
        .filter((prelude) => !/^@layer ([\w-]+)$/.test(prelude) || !layers.has(prelude.slice(7)))
        .filter((prelude) => !/^@import .* layer\(([\w-]+)\);$/.test(prelude))
        .map((prelude) => `${file}: ${prelude}`),
    );
    expect(COMPONENT_SHEETS.length).toBeGreaterThan(10);
    expect(unlayered).toEqual([]);
  });

  it('are imported by app/layout.tsx in layer order, since the minifier keeps only the layers a file uses in its declaration', () => {
    const order = declaredLayers();
    const imported = [...readFileSync('app/layout.tsx', 'utf8').matchAll(/^import '(?:@\/)?(.*\.css)';$/gm)].map((match) =>
      match[1] === './globals.css' ? 'app/globals.css' : match[1],
    );
    expect(imported[0]).toBe('app/globals.css');
    const ranks = imported.slice(1).map((file) => order.indexOf(/^@layer ([\w-]+)/.exec(topLevel(readFileSync(file, 'utf8')).at(-1)!)![1]));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});
