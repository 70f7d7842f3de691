// `npm run lint`: Next.js's rules (React, hooks, accessibility, Core Web Vitals) and typescript-eslint's
// recommended rules, with no warnings allowed (`--max-warnings 0`), so CI fails on any finding.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // The export has no image optimiser (next.config.mjs: images.unoptimized); <img> with its width and height is what ships.
      '@next/next/no-img-element': 'off',
      // Links are plain <a> by design: LinkInterceptor turns their clicks into client navigations
      // (docs/ARCHITECTURE.md, "How a page loads").
      '@next/next/no-html-link-for-pages': 'off',
      // A leading underscore marks an argument or binding kept on purpose (a callback's unused parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // No module imports itself through others: a cycle makes load order matter and hides which module depends on which.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // lib/ is what scripts/ (the command-line entry points) and app/ build on; it never imports from scripts/.
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/scripts/*', '**/scripts/*'], message: 'lib/ does not import from scripts/: move the code into lib/.' }] },
      ],
    },
  },
  globalIgnores(['.next/**', 'out/**', '.generated/**', '.bench/**', '.bench-x4/**', 'next-env.d.ts', 'test-results/**']),
]);
