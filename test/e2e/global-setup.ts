import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../scripts/serve';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site served as a static host serves it. */
    baseUrl: string;
    /** The same files served without redirecting .html paths. */
    plainBaseUrl: string;
  }
}

/** Serves the built out/ on 127.0.0.1 for the browser tests. */
export default async function setup(project: TestProject) {
  const root = path.resolve('out');
  if (!existsSync(path.join(root, 'index.html'))) throw new Error("out/ is missing: run 'npm run build' before the browser tests (npm test does).");
  const server = await startServer(root, 0, '127.0.0.1');
  const plain = await startServer(root, 0, '127.0.0.1', { redirectHtml: false });
  const url = (s: typeof server) => `http://127.0.0.1:${(s.address() as { port: number }).port}`;
  project.provide('baseUrl', url(server));
  project.provide('plainBaseUrl', url(plain));
  return async () => {
    server.close();
    plain.close();
  };
}
