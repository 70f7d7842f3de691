import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Program } from 'estree';

/** Where page components live, as pages import them. */
export const MDX_COMPONENTS_IMPORT = '@/components/mdx/';
const COMPONENT_EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

export interface EsmCheck {
  /** Names the statement binds (imported components, exported constants). */
  bindings: string[];
  /** Why the statement is refused, if it is. */
  error?: string;
}

/** The component file an import names, or undefined when there is none. */
export function componentFile(source: string, root = process.cwd()): string | undefined {
  const rest = source.slice(MDX_COMPONENTS_IMPORT.length);
  const base = path.resolve(root, 'components', 'mdx', rest);
  if (!base.startsWith(path.resolve(root, 'components', 'mdx') + path.sep)) return undefined;
  return COMPONENT_EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file));
}

/** Whether a component module exports `name` ('default' for a default export), read from its source. */
export function exportsName(moduleSource: string, name: string): boolean {
  if (name === 'default') return /^export\s+default\b/m.test(moduleSource);
  const declared = new RegExp(`^export\\s+(?:async\\s+)?(?:function\\*?|const|let|var|class)\\s+${name}\\b`, 'm');
  const listed = new RegExp(`^export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`, 'm');
  return declared.test(moduleSource) || listed.test(moduleSource);
}

/**
 * Checks one `import`/`export` block of an MDX page. Pages may import components from components/mdx/
 * (by the names those files export) and export constants; anything else would make a page depend on
 * code that no one reviews as page code, so it is refused with what to write instead.
 */
export function checkEsm(program: Program, root = process.cwd()): EsmCheck {
  const bindings: string[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const source = String(statement.source.value);
      if (!source.startsWith(MDX_COMPONENTS_IMPORT)) {
        return { bindings, error: `cannot import '${source}': pages import components from '${MDX_COMPONENTS_IMPORT}<file>' only` };
      }
      const file = componentFile(source, root);
      if (!file)
        return {
          bindings,
          error: `cannot import '${source}': there is no components/mdx/${source.slice(MDX_COMPONENTS_IMPORT.length)}.tsx`,
        };
      const text = readFileSync(file, 'utf8');
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportNamespaceSpecifier')
          return { bindings, error: `import named components from '${source}', not '* as ${specifier.local.name}'` };
        const imported =
          specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : specifier.imported.type === 'Identifier'
              ? specifier.imported.name
              : String(specifier.imported.value);
        if (!exportsName(text, imported)) {
          const relative = path.relative(root, file).split(path.sep).join('/');
          return { bindings, error: `${relative} has no ${imported === 'default' ? 'default export' : `export named '${imported}'`}` };
        }
        bindings.push(specifier.local.name);
      }
    } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration' && !statement.source) {
      for (const declarator of statement.declaration.declarations)
        if (declarator.id.type === 'Identifier') bindings.push(declarator.id.name);
    } else {
      return { bindings, error: 'pages may only import components and export constants (export const name = ...)' };
    }
  }
  return { bindings };
}
