/**
 * Rebuilds lib/core/wren-cli.snapshot.json, the command tree of the `wren` CLI (Wren AI Core) at a
 * tag of Canner/WrenAI, from the Typer source read out of a git checkout or bare clone. Nothing is
 * installed or imported: core-cli-snapshot.py, beside this file, parses the source with Python's `ast`.
 *
 *   npm run core:cli-snapshot -- --repo /path/to/WrenAI(.git) --tag wren-v0.13.3
 *   npm run core:cli-snapshot -- --check     # exits 1 if the committed snapshot differs
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseOptions, runStep } from '../cli';

const SNAPSHOT_FILE = path.join(process.cwd(), 'lib/core/wren-cli.snapshot.json');
const DEFAULT_REPO = process.env.WRENAI_REPO ?? '/work/.mirror/Canner+WrenAI/repo';
const DEFAULT_TAG = 'wren-v0.13.3';

const options = parseOptions(
  {
    repo: { type: 'string', default: DEFAULT_REPO },
    tag: { type: 'string', default: DEFAULT_TAG },
    check: { type: 'boolean', default: false },
  },
  'npm run core:cli-snapshot -- [--repo /path/to/WrenAI(.git)] [--tag wren-v0.13.3] [--check]',
);

function readCliTree(repo: string, tag: string): string {
  return execFileSync('python3', [path.join(import.meta.dirname, 'core-cli-snapshot.py'), repo, tag], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

await runStep('core-cli-snapshot', () => {
  const { repo, tag } = options;
  const fresh = readCliTree(repo, tag);
  const commands = (JSON.parse(fresh) as { commands: unknown[] }).commands.length;
  if (options.check) {
    if (readFileSync(SNAPSHOT_FILE, 'utf8') !== fresh)
      throw new Error(`${path.relative(process.cwd(), SNAPSHOT_FILE)} differs from ${tag}; run without --check to rewrite it`);
    return `core-cli-snapshot: ${commands} commands at ${tag}, snapshot up to date`;
  }
  writeFileSync(SNAPSHOT_FILE, fresh);
  return `core-cli-snapshot: ${commands} commands at ${tag} written to ${path.relative(process.cwd(), SNAPSHOT_FILE)}`;
});
