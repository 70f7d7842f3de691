/**
 * Rebuilds lib/core-snapshot/wren-cli.snapshot.json, the command tree of the `wren` CLI (Wren AI Core) at a
 * tag of Canner/WrenAI, from the Typer source read out of a git checkout or bare clone. Nothing is
 * installed or imported: core-cli-snapshot.py, beside this file, parses the source with Python's `ast`.
 * `npm run core:refresh` runs it with the docs' snapshot when the Core pages move to another tag.
 *
 *   npm run core:cli-snapshot -- --repo /path/to/WrenAI(.git) [--tag wren-v0.13.3]   # or WRENAI_REPO=/path/to/WrenAI
 *   npm run core:cli-snapshot -- --check     # exits 1 if the committed snapshot differs
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CORE } from '@/lib/config/core-release';
import { wrenaiRepo } from '@/lib/core-snapshot/core-docs';
import { isMain, parseOptions, runStep } from '../cli';

export const CLI_SNAPSHOT_FILE = path.join(process.cwd(), 'lib/core-snapshot/wren-cli.snapshot.json');

/** The snapshot's JSON text for the CLI at `tag` of the repository at `repo`. */
export function readCliTree(repo: string, tag: string): string {
  return execFileSync('python3', [path.join(import.meta.dirname, 'core-cli-snapshot.py'), repo, tag], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

if (isMain(import.meta)) {
  const options = parseOptions(
    {
      repo: { type: 'string' },
      tag: { type: 'string', default: CORE.tag },
      check: { type: 'boolean', default: false },
    },
    `npm run core:cli-snapshot -- --repo /path/to/WrenAI(.git) [--tag ${CORE.tag}] [--check]`,
  );
  await runStep('core-cli-snapshot', () => {
    const repo = wrenaiRepo(options.repo, process.env);
    const { tag } = options;
    const fresh = readCliTree(repo, tag);
    const commands = (JSON.parse(fresh) as { commands: unknown[] }).commands.length;
    const file = path.relative(process.cwd(), CLI_SNAPSHOT_FILE);
    if (options.check) {
      if (readFileSync(CLI_SNAPSHOT_FILE, 'utf8') !== fresh)
        throw new Error(`${file} differs from ${tag}; run without --check to rewrite it`);
      return `core-cli-snapshot: ${commands} commands at ${tag}, snapshot up to date`;
    }
    writeFileSync(CLI_SNAPSHOT_FILE, fresh);
    return `core-cli-snapshot: ${commands} commands at ${tag} written to ${file}`;
  });
}
