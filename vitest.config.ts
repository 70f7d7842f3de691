import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };

/**
 * Three groups that run apart (README, "Testing"): unit needs no build, content renders and checks the site's own
 * content/, browser drives Chromium against the built out/.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      { resolve: { alias }, test: { name: 'content', include: ['test/content/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          setupFiles: ['test/support/browser-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
