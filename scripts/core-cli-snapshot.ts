/**
 * Rebuilds lib/core/wren-cli.snapshot.json, the command tree of the `wren` CLI (Wren AI Core) at a
 * tag of Canner/WrenAI, from the Typer source read out of a git checkout or bare clone. Nothing is
 * installed or imported: scripts/core-cli-snapshot.py parses the source with Python's `ast`.
 *
 *   npm run core:cli-snapshot -- --repo /path/to/WrenAI(.git) --tag wren-v0.13.3
 *   npm run core:cli-snapshot -- --check     # exits 1 if the committed snapshot differs
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { argument, isMain, runStep } from './args';

export const SNAPSHOT_FILE = path.join(process.cwd(), 'lib/core/wren-cli.snapshot.json');
const DEFAULT_REPO = process.env.WRENAI_REPO ?? '/work/.mirror/Canner+WrenAI/repo';
const DEFAULT_TAG = 'wren-v0.13.3';

export function readCliTree(repo: string, tag: string): string {
  return execFileSync('python3', [path.join(process.cwd(), 'scripts/core-cli-snapshot.py'), repo, tag], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

if (isMain(import.meta)) {
  await runStep('core-cli-snapshot', () => {
    const repo = argument('--repo', DEFAULT_REPO);
    const tag = argument('--tag', DEFAULT_TAG);
    const fresh = readCliTree(repo, tag);
    const commands = (JSON.parse(fresh) as { commands: unknown[] }).commands.length;
    if (process.argv.includes('--check')) {
      if (readFileSync(SNAPSHOT_FILE, 'utf8') !== fresh) throw new Error(`${path.relative(process.cwd(), SNAPSHOT_FILE)} differs from ${tag}; run without --check to rewrite it`);
      return `core-cli-snapshot: ${commands} commands at ${tag}, snapshot up to date`;
    }
    writeFileSync(SNAPSHOT_FILE, fresh);
    return `core-cli-snapshot: ${commands} commands at ${tag} written to ${path.relative(process.cwd(), SNAPSHOT_FILE)}`;
  });
}
