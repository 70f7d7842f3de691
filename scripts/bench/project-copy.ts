/**
 * A copy of the project to build with other content. It lives inside the project (under .bench/),
 * so Turbopack, whose root is set to the project, accepts the symlinked node_modules.
 */
import { cpSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SKIP = ['node_modules', '.next', 'out', '.generated', '.git', '.bench', '.bench-x4', 'test-results'];

export function projectCopy(name: string): string {
  const dir = path.resolve('.bench', name);
  rmSync(dir, { recursive: true, force: true });
  for (const entry of readdirSync('.')) {
    if (SKIP.includes(entry)) continue;
    cpSync(entry, path.join(dir, entry), { recursive: true });
  }
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  const config = readFileSync(path.join(dir, 'next.config.mjs'), 'utf8');
  writeFileSync(path.join(dir, 'next.config.mjs'), config.replace('const nextConfig = {', `const nextConfig = {\n  turbopack: { root: ${JSON.stringify(process.cwd())} },`));
  return dir;
}
