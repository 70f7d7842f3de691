/**
 * Moves the Wren AI Core pages to another `wren-v*` tag of Canner/WrenAI, read from a git checkout or bare clone:
 * - lib/core-snapshot/core-docs.snapshot.json: the pages docs/core publishes (as docs/core/.sync.yml maps them) and its agents;
 * - lib/core-snapshot/wren-cli.snapshot.json: the `wren` command tree (core-cli-snapshot.ts);
 * - lib/core-snapshot/core-mdl.schema.json and its commit and blob in lib/core-snapshot/mdl-check.ts: Core's MDL schema;
 * - CORE in lib/config/core-release.ts: the tag and version the pages, the version menu and the agent pages name.
 * It prints what changed upstream. The unit tests then name what the content needs: pages to add
 * (core-docs.test.ts), agents to add to content/oss/get_started/quickstart-with-agent/_pages.yml, commands and options
 * (core-cli.test.ts), MDL examples (core-mdl.test.ts).
 *
 *   npm run core:refresh -- --repo /path/to/WrenAI(.git) --tag wren-v0.13.4   # or WRENAI_REPO=/path/to/WrenAI
 *   npm run core:refresh -- --repo /path/to/WrenAI --check                     # exits 1 when a snapshot differs from CORE's tag
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CORE } from '@/lib/config/core-release';
import type { CliSnapshot } from '@/lib/core-snapshot/cli-check';
import {
  AGENT_PAGES_FOLDER,
  CORE_DOCS_FOLDER,
  diffCliCommands,
  diffCoreDocs,
  parseAgentPage,
  publishedRoutes,
  wrenaiRepo,
  type CoreDocsSnapshot,
} from '@/lib/core-snapshot/core-docs';
import { MDL_SCHEMA_SOURCE } from '@/lib/core-snapshot/mdl-check';
import { isMain, parseOptions, runStep } from '../cli';
import { CLI_SNAPSHOT_FILE, readCliTree } from './core-cli-snapshot';

const DOCS_SNAPSHOT_FILE = 'lib/core-snapshot/core-docs.snapshot.json';
const MDL_SCHEMA_FILE = 'lib/core-snapshot/core-mdl.schema.json';
const MDL_CHECK_FILE = 'lib/core-snapshot/mdl-check.ts';
const CORE_RELEASE_FILE = 'lib/config/core-release.ts';

/** The docs snapshot of `tag`, as the JSON text the committed file holds. */
export function readDocsSnapshot(repo: string, tag: string): string {
  const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const files = git('ls-tree', '-r', '--name-only', tag, '--', CORE_DOCS_FOLDER)
    .split('\n')
    .filter(Boolean)
    .map((file) => file.slice(CORE_DOCS_FOLDER.length + 1));
  const agents = files
    .filter((file) => file.startsWith(`${AGENT_PAGES_FOLDER.slice(CORE_DOCS_FOLDER.length + 1)}/`) && file.endsWith('.md'))
    .map((file) => parseAgentPage(path.posix.basename(file, '.md'), git('show', `${tag}:${CORE_DOCS_FOLDER}/${file}`)));
  const snapshot: CoreDocsSnapshot = {
    repository: 'Canner/WrenAI',
    tag,
    commit: git('rev-parse', `${tag}^{commit}`).trim(),
    pages: publishedRoutes(files, git('show', `${tag}:${CORE_DOCS_FOLDER}/.sync.yml`)),
    agents,
  };
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}

function readMdlSchema(repo: string, tag: string) {
  const spec = `${tag}:${MDL_SCHEMA_SOURCE.path}`;
  return {
    text: execFileSync('git', ['-C', repo, 'show', spec], { encoding: 'utf8' }),
    blob: execFileSync('git', ['-C', repo, 'rev-parse', spec], { encoding: 'utf8' }).trim(),
  };
}

/** `text` with the one match of `pattern` replaced; throws when the file no longer has it, so no rewrite is silently skipped. */
function replaceOnce(file: string, text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`${file}: cannot find ${pattern}; update it by hand`);
  return text.replace(pattern, replacement);
}

function refresh(repo: string, tag: string, check: boolean): string {
  if (!/^wren-v\d+\.\d+\.\d+$/.test(tag)) throw new Error(`--tag ${tag}: expected a Wren AI Core tag such as wren-v0.13.4`);
  const docs = readDocsSnapshot(repo, tag);
  const cli = readCliTree(repo, tag);
  const schema = readMdlSchema(repo, tag);
  const before = {
    // The first run has no docs snapshot to compare with.
    docs: existsSync(DOCS_SNAPSHOT_FILE) ? readFileSync(DOCS_SNAPSHOT_FILE, 'utf8') : JSON.stringify({ pages: [], agents: [] }),
    cli: readFileSync(CLI_SNAPSHOT_FILE, 'utf8'),
    schema: readFileSync(MDL_SCHEMA_FILE, 'utf8'),
  };
  if (check) {
    const stale = [
      before.docs !== docs && DOCS_SNAPSHOT_FILE,
      before.cli !== cli && path.relative(process.cwd(), CLI_SNAPSHOT_FILE),
      before.schema !== schema.text && MDL_SCHEMA_FILE,
    ].filter(Boolean);
    if (stale.length) throw new Error(`${stale.join(', ')} differ from ${tag}; run without --check to rewrite them`);
    return `core-refresh: the snapshots match ${tag}`;
  }
  const commit = (JSON.parse(docs) as CoreDocsSnapshot).commit;
  writeFileSync(DOCS_SNAPSHOT_FILE, docs);
  writeFileSync(CLI_SNAPSHOT_FILE, cli);
  writeFileSync(MDL_SCHEMA_FILE, schema.text);
  let mdlCheck = readFileSync(MDL_CHECK_FILE, 'utf8');
  mdlCheck = replaceOnce(MDL_CHECK_FILE, mdlCheck, /commit: '[0-9a-f]{40}'/, `commit: '${commit}'`);
  mdlCheck = replaceOnce(MDL_CHECK_FILE, mdlCheck, /blob: '[0-9a-f]{40}'/, `blob: '${schema.blob}'`);
  writeFileSync(MDL_CHECK_FILE, mdlCheck);
  const release = replaceOnce(
    CORE_RELEASE_FILE,
    readFileSync(CORE_RELEASE_FILE, 'utf8'),
    /tag: '[^']*', version: '[^']*'/,
    `tag: '${tag}', version: '${tag.replace(/^wren-v/, '')}'`,
  );
  writeFileSync(CORE_RELEASE_FILE, release);

  const changes = [
    ...diffCoreDocs(JSON.parse(before.docs) as CoreDocsSnapshot, JSON.parse(docs) as CoreDocsSnapshot),
    ...diffCliCommands(JSON.parse(before.cli) as CliSnapshot, JSON.parse(cli) as CliSnapshot),
    ...(before.schema === schema.text ? [] : [`MDL schema changed (${MDL_SCHEMA_SOURCE.path})`]),
  ];
  const written = [DOCS_SNAPSHOT_FILE, path.relative(process.cwd(), CLI_SNAPSHOT_FILE), MDL_SCHEMA_FILE, MDL_CHECK_FILE, CORE_RELEASE_FILE];
  return [
    `core-refresh: ${CORE.tag} → ${tag} (${commit.slice(0, 7)}): ${changes.length || 'no'} changes upstream`,
    ...changes.map((change) => `  ${change}`),
    `Rewrote ${written.join(', ')}.`,
    'Next: npx vitest run test/unit/core-docs.test.ts test/content/core-cli.test.ts test/content/core-mdl.test.ts',
    'names the pages, agents (content/oss/get_started/quickstart-with-agent/_pages.yml), commands and examples to update.',
  ].join('\n');
}

if (isMain(import.meta)) {
  const options = parseOptions(
    { repo: { type: 'string' }, tag: { type: 'string' }, check: { type: 'boolean', default: false } },
    'npm run core:refresh -- --repo /path/to/WrenAI(.git) --tag wren-v0.13.4 | --check',
  );
  await runStep('core-refresh', () => {
    if (!options.tag && !options.check) throw new Error('--tag is required: the wren-v* tag to move the Core pages to (or --check)');
    return refresh(wrenaiRepo(options.repo, process.env), options.tag ?? CORE.tag, options.check);
  });
}
