/**
 * A copy of the project to build with other content. It lives inside the project (under .bench/),
 * with node_modules symlinked, and Turbopack's root set so that it accepts that node_modules.
 */
import { cpSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SKIP = ['node_modules', '.next', 'out', '.generated', '.git', '.bench', '.bench-x4', 'test-results'];

export function projectCopy(name: string): string {
  const dir = path.resolve('.bench', name);
  rmSync(dir, { recursive: true, force: true });
  for (const entry of readdirSync('.')) {
    if (SKIP.includes(entry)) continue;
    cpSync(entry, path.join(dir, entry), { recursive: true });
  }
  // Turbopack only resolves inside its root: the project, or, when node_modules is itself a symlink
  // (a git worktree sharing another checkout's install), the folder holding both.
  const modules = realpathSync('node_modules');
  symlinkSync(modules, path.join(dir, 'node_modules'));
  const root = commonAncestor(process.cwd(), path.dirname(modules));
  const config = readFileSync(path.join(dir, 'next.config.mjs'), 'utf8');
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    config.replace('const nextConfig = {', `const nextConfig = {\n  turbopack: { root: ${JSON.stringify(root)} },`),
  );
  return dir;
}

export function commonAncestor(a: string, b: string): string {
  const [left, right] = [a.split(path.sep), b.split(path.sep)];
  let i = 0;
  while (i < left.length && left[i] === right[i]) i++;
  return left.slice(0, i).join(path.sep) || path.sep;
}
