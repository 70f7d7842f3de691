import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };

/**
 * Three groups that run apart (README, "Testing"): unit needs no build, content checks what the content build
 * wrote to .generated/ (its global setup runs that build, cached), browser drives Chromium against the built out/.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      // The unit files share one module graph (isolate: false): each leaves no state behind (no vi.mock; stubbed globals are
      // restored), and importing the same modules once instead of 60 times brings the group from about 55 s to 14 s.
      { resolve: { alias }, test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'node', isolate: false } },
      {
        resolve: { alias },
        test: {
          name: 'content',
          include: ['test/content/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/content/global-setup.ts'],
        },
      },
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
