import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import type { Highlighter } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import snapshotJson from '@/lib/core-snapshot/wren-cli.snapshot.json';
import { CORE } from '@/lib/config/core-release';
import { parse as parseYaml } from 'yaml';
import {
  checkWrenCommand,
  tokenize,
  unknownKeys,
  wrenCommandLines,
  type CliSnapshot,
  type KeySnapshot,
} from '@/lib/core-snapshot/cli-check';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import { builtSidebar, renderBody, type BuiltPage } from '@/test/support/built-content';

const snapshot = snapshotJson as CliSnapshot & KeySnapshot;
const check = (line: string) => checkWrenCommand(line, snapshot);
let highlighter: Highlighter;
const corePages: BuiltPage[] = builtSidebar('core');
beforeAll(async () => {
  highlighter = await getHighlighter();
}, 60_000);

describe('the wren CLI snapshot', () => {
  it("is the command tree of wrenai at CORE's tag, entry wren.cli:app", () => {
    expect(snapshot.tag).toBe(CORE.tag);
    expect(snapshot.entry).toBe('wren.cli:app');
    const paths = snapshot.commands.map((command) => command.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'wren',
        'wren context build',
        'wren profile add',
        'wren memory recall',
        'wren genbi deploy',
        'wren serve mcp',
        'wren skills get',
      ]),
    );
    const build = snapshot.commands.find((command) => command.path === 'wren context build')!;
    expect(build.options.find((option) => option.name === '--validate')).toMatchObject({
      negative: ['--no-validate'],
      default: true,
      flag: true,
    });
    const recall = snapshot.commands.find((command) => command.path === 'wren memory recall')!;
    expect(recall.options.find((option) => option.name === '--limit')).toMatchObject({ aliases: ['-l'], default: 3, flag: false });
  });
});

describe('checkWrenCommand', () => {
  it('accepts commands, flags, aliases, values and arguments the CLI has', () => {
    expect(check('wren --sql "SELECT 1" --output json')).toEqual([]);
    expect(check('wren context build --no-validate')).toEqual([]);
    expect(check('wren memory recall -q "top customers" -l 5')).toEqual([]);
    expect(check('wren profile add my-db --datasource=postgres --activate')).toEqual([]);
    expect(check('wren serve mcp --transport http --port 8080')).toEqual([]);
    expect(check('wren context --help')).toEqual([]);
  });

  it('rejects a made-up flag, a made-up command, a missing value, a missing command and extra arguments', () => {
    expect(check('wren context build --made-up-flag')).toEqual(['`wren context build` has no option --made-up-flag']);
    expect(check('wren context compile')).toEqual(['`wren context` has no command compile']);
    expect(check('wren memory fetch -q')).toEqual(['`wren memory fetch`: -q needs a value']);
    expect(check('wren context')).toEqual(['`wren context` needs a command']);
    expect(check('wren profile switch dev prod')).toEqual(["`wren profile switch` takes 1 argument(s), got extra 'prod'"]);
    expect(check('wren memory store --nl "top customers"')).toEqual(['`wren memory store` needs --sql']);
    expect(check('wren profile add')).toEqual(['`wren profile add` needs 1 argument(s) (name), got 0']);
  });

  it('finds wren commands in shell code blocks only, joining continuations and splitting at && and pipes', () => {
    const page = [
      '```bash',
      'cd demo && wren context build \\',
      '  --no-validate',
      'pip install wrenai  # not wren',
      'wren --sql "SELECT 1" | head',
      '```',
      '```console',
      '$ wren version',
      'wrenai 0.13.3',
      '```',
      '```yaml',
      'wren: not a command',
      '```',
    ].join('\n');
    expect(wrenCommandLines(renderBody(highlighter, page).codeBlocks)).toEqual([
      { line: 2, text: 'wren context build --no-validate' },
      { line: 5, text: "wren --sql 'SELECT 1'" },
      { line: 8, text: 'wren version' },
    ]);
  });

  it('reads a shell line with shell-quote: quotes group, an unquoted # is a comment, $VAR is kept as written', () => {
    expect(tokenize(`wren --sql "SELECT 'a b'" && FOO=1 wren context build # later`)).toEqual([
      'wren',
      '--sql',
      "SELECT 'a b'",
      { op: '&&' },
      'FOO=1',
      'wren',
      'context',
      'build',
    ]);
    expect(tokenize('wren profile add $NAME')).toEqual(['wren', 'profile', 'add', '$NAME']);
  });
});

describe('wren command lines on the Wren AI Core pages', () => {
  it('exist at the tag of the snapshot, with their flags', () => {
    const problems = corePages.flatMap(({ file, codeBlocks }) =>
      wrenCommandLines(codeBlocks).flatMap(({ line, text }) => check(text).map((problem) => `${file}:${line}: ${text}\n    ${problem}`)),
    );
    expect(corePages.length).toBeGreaterThan(0);
    expect(corePages.flatMap(({ codeBlocks }) => wrenCommandLines(codeBlocks)).length).toBeGreaterThan(20);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('unknownKeys', () => {
  it('accepts the keys the CLI reads and names the ones it does not', () => {
    expect(
      unknownKeys(
        'project',
        { schema_version: 5, name: 'shop', catalog: 'wren', schema: 'public', data_source: 'duckdb', profile: 'local' },
        snapshot,
      ),
    ).toEqual([]);
    expect(unknownKeys('project', { name: 'shop', data_source: 'duckdb', database: 'x' }, snapshot)).toEqual([
      "wren_project.yml has no key 'database'",
    ]);
    expect(
      unknownKeys('profile', { datasource: 'postgres', host: 'h', port: '5432', database: 'd', user: 'u', password: '${PG}' }, snapshot),
    ).toEqual([]);
    expect(unknownKeys('profile', { datasource: 'postgres', hostname: 'h' }, snapshot)).toEqual([
      "a postgres profile has no key 'hostname'",
    ]);
    expect(
      unknownKeys(
        'profiles',
        { active: 'a', profiles: { a: { datasource: 'duckdb', url: '/data', format: 'duckdb', path: 'x' } } },
        snapshot,
      ),
    ).toEqual(["profile 'a': a duckdb profile has no key 'path'"]);
  });
});

describe('wren_project.yml and profile examples on the Wren AI Core pages', () => {
  it('carry only keys the CLI reads', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { file, codeBlocks } of corePages) {
      for (const block of codeBlocks) {
        if (!['yaml', 'yml', 'json'].includes(block.lang)) continue;
        const title = block.title ?? '';
        const data = parseYaml(block.code) as unknown;
        const kind = title.endsWith('wren_project.yml')
          ? 'project'
          : title.endsWith('profiles.yml')
            ? 'profiles'
            : data && typeof data === 'object' && 'datasource' in data
              ? 'profile'
              : undefined;
        if (!kind) continue;
        checked++;
        problems.push(...unknownKeys(kind, data, snapshot).map((problem) => `${file}:${block.line}: ${problem}`));
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('npm run core:cli-snapshot', () => {
  const repo = process.env.WRENAI_REPO ?? '';
  it.skipIf(!repo || !existsSync(repo))(
    'rebuilds the committed snapshot from the repository at its tag',
    () => {
      const run = spawnSync(
        process.execPath,
        ['node_modules/tsx/dist/cli.mjs', 'scripts/tools/core-cli-snapshot.ts', '--check', '--repo', repo, '--tag', snapshot.tag],
        { encoding: 'utf8' },
      );
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain(`commands at ${snapshot.tag}, snapshot up to date`);
      expect(run.status).toBe(0);
    },
    60_000,
  );
});

/** Whether a table row shows a default: as written, or as the same number (Python writes 5.0 for a float). */
const hasDefault = (row: string, value: unknown) =>
  row.includes(`\`${String(value)}\``) ||
  (typeof value === 'number' && [...row.matchAll(/`(-?\d+(?:\.\d+)?)`/g)].some((m) => Number(m[1]) === value));

describe('the CLI reference page', () => {
  const page = readFileSync(path.resolve('content/oss/reference/cli.md'), 'utf8');
  /** Each command's section: from its heading to the next heading of the same or a higher level. */
  const sections = new Map<string, string>();
  const headings = [...page.matchAll(/^(#{2,3}) `(wren[^`]*)`$/gm)];
  headings.forEach((match, i) => sections.set(match[2], page.slice(match.index, headings[i + 1]?.index ?? page.length)));

  it('has a section for every command of the snapshot, and no other', () => {
    expect([...sections.keys()].sort()).toEqual(snapshot.commands.map((command) => command.path).sort());
  });

  it('lists every option of a command in its section, with its default', () => {
    const problems: string[] = [];
    for (const command of snapshot.commands) {
      const section = sections.get(command.path) ?? '';
      for (const option of command.options.filter((o) => !o.builtin)) {
        const row = section.split('\n').find((line) => line.startsWith(`| \`${option.name}\``));
        if (!row) problems.push(`${command.path}: no row for ${option.name}`);
        else if (!option.flag && !option.required && option.default !== null && !hasDefault(row, option.default))
          problems.push(`${command.path}: ${option.name} default ${String(option.default)} missing`);
        else if (option.required && !command.group && !row.includes('required') && command.path !== 'wren')
          problems.push(`${command.path}: ${option.name} not marked required`);
      }
      for (const argument of command.arguments)
        if (!section.includes(`| \`${argument.name}\``)) problems.push(`${command.path}: no row for argument ${argument.name}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
