import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '@/lib/hosting/static-server';
import { startNginx } from './nginx';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site served as a static host serves it. */
    baseUrl: string;
    /** The same files served by nginx as the README configures it: files as they are, no .html redirects. */
    plainBaseUrl: string;
  }
}

/** Serves the built out/ on 127.0.0.1 for the browser tests. */
export default async function setup(project: TestProject) {
  const root = path.resolve('out');
  if (!existsSync(path.join(root, 'index.html')))
    throw new Error("out/ is missing: run 'npm run build' before the browser tests (npm test does).");
  const server = await startServer(root, 0, '127.0.0.1');
  const nginx = await startNginx(root);
  project.provide('baseUrl', `http://127.0.0.1:${(server.address() as { port: number }).port}`);
  project.provide('plainBaseUrl', nginx.url);
  return async () => {
    server.close();
    nginx.stop();
  };
}
