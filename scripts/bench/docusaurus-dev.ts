/**
 * The Docusaurus 3.10 dev server for the dev-loop benchmark: `docusaurus start` on the site that
 * scripts/bench/docusaurus.ts generates from content/ (classic, or with `future.faster` when BENCH_FASTER=1).
 */
import path from 'node:path';
import { spawnDevProcess, type DevProcess } from './dev-server-process';

/** Where the generated site keeps the copy of a content file: content/cp/overview.md is docs/cp/overview.md. */
export function docusaurusFile(site: string, contentFile: string): string {
  return path.join(site, 'docs', path.relative('content', contentFile));
}

export function startDocusaurusDev(site: string, faster: boolean, port: number): DevProcess {
  return spawnDevProcess(
    path.join(site, 'node_modules', '.bin', 'docusaurus'),
    ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: site,
      port,
      env: { BENCH_FASTER: faster ? '1' : '0', BROWSER: 'none' },
    },
  );
}
