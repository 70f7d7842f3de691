import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CORE } from '@/lib/config/core-release';
import type { CliCommand, CliSnapshot } from '@/lib/core-snapshot/cli-check';
import {
  diffCliCommands,
  diffCoreDocs,
  missingRoutes,
  parseAgentPage,
  publishedRoutes,
  SKILLS_INSTALLER_REPO,
  wrenaiRepo,
  type CoreDocsSnapshot,
} from '@/lib/core-snapshot/core-docs';
import snapshotJson from '@/lib/core-snapshot/core-docs.snapshot.json';
import { parseSource } from '@/lib/content/frontmatter';
import { readContentFiles } from '@/lib/content/load';
import { routeForFile } from '@/lib/content/route';

const snapshot = snapshotJson as CoreDocsSnapshot;
const AGENTS_FILE = 'content/oss/get_started/quickstart-with-agent/_pages.yml';

/** Every route the site's content gives a published page, the pages of its page templates included: no build needed. */
function contentRoutes(): string[] {
  return readContentFiles(path.resolve('content'), 'content', () => {})
    .filter((file) => !file.relativePath.startsWith('releases/'))
    .map((file) => ({ file, frontmatter: parseSource(file.displayPath, file.text).frontmatter }))
    .filter(({ frontmatter }) => !frontmatter.draft)
    .map(({ file, frontmatter }) => routeForFile(file.relativePath, frontmatter.slug));
}

describe('the Core docs snapshot', () => {
  it("is of the tag the Core pages describe, CORE's", () => {
    expect(snapshot.tag).toBe(CORE.tag);
    expect(CORE.tag).toBe(`wren-v${CORE.version}`);
    expect(snapshot.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it('lists published addresses only, with a page for each agent', () => {
    expect(snapshot.pages).toContain('/oss/introduction');
    expect(snapshot.pages.filter((page) => !page.startsWith('/oss/') || /README|internals|\.mdx?$/.test(page))).toEqual([]);
    expect(snapshot.agents.length).toBeGreaterThan(0);
    for (const agent of snapshot.agents) expect(snapshot.pages).toContain(`/oss/get_started/quickstart-with-agent/${agent.id}`);
  });
});

describe('the Core pages here', () => {
  it('answer every address the Core docs publish at the tag', () => {
    const missing = missingRoutes(snapshot.pages, contentRoutes());
    expect(missing, `${missing.length} Core addresses have no page here:\n${missing.join('\n')}`).toEqual([]);
  });

  it('have one agent page per agent of the snapshot, with its name, link and start command', () => {
    const agents = parseYaml(readFileSync(AGENTS_FILE, 'utf8')) as Array<{ id: string; name: string; link?: string; command?: string }>;
    const ours = agents.map((agent) => ({
      id: agent.id,
      name: agent.name,
      link: agent.link ?? SKILLS_INSTALLER_REPO,
      command: agent.command ?? null,
    }));
    const byId = (list: typeof ours) => [...list].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(byId(ours), `${AGENTS_FILE} against lib/core-snapshot/core-docs.snapshot.json`).toEqual(byId(snapshot.agents));
  });

  it('include the agent pages as content, one route each', () => {
    const routes = contentRoutes();
    for (const agent of snapshot.agents) expect(routes).toContain(`/oss/get_started/quickstart-with-agent/${agent.id}`);
    expect(routes).toContain('/oss/get_started/quickstart-with-agent');
  });
});

describe('publishedRoutes', () => {
  const sync = 'target_dir: docs/oss\nsync_files:\n  - introduction.mdx\nsync_dirs:\n  - guides\n  - get_started\n';

  it('publishes the listed files and the Markdown of the listed folders at /oss without extension', () => {
    const files = [
      '.sync.yml',
      'README.md',
      'introduction.mdx',
      'guides/connect.md',
      'guides/index.md',
      'get_started/a/b.md',
      'internals/x.md',
    ];
    expect(publishedRoutes(files, sync)).toEqual(['/oss/get_started/a/b', '/oss/guides', '/oss/guides/connect', '/oss/introduction']);
  });

  it('refuses a config without a target folder', () => {
    expect(() => publishedRoutes(['a.md'], 'sync_dirs: [a]\n')).toThrow('no target_dir');
  });
});

describe('parseAgentPage', () => {
  const page = (run: string, agent = 'zed-agent') =>
    [
      '---',
      'sidebar_label: Zed Agent',
      '---',
      '',
      '# Title',
      '',
      '## Prerequisites',
      '',
      '- [Zed Agent](https://example.com/zed) ready to use.',
      '',
      '## Install Wren skills',
      '',
      '```bash',
      `npx skills add Canner/WrenAI --agent ${agent}`,
      '```',
      '',
      '## Run onboarding',
      '',
      run,
      '',
      '## Next step',
      '',
      '```bash',
      'not-a-start-command',
      '```',
    ].join('\n');

  it('reads the name, link, --agent value and the start command of its onboarding section', () => {
    expect(parseAgentPage('zed-agent', page('```bash\nzed --agent\n```'))).toEqual({
      id: 'zed-agent',
      name: 'Zed Agent',
      link: 'https://example.com/zed',
      command: 'zed --agent',
    });
    expect(parseAgentPage('zed-agent', page('Open the folder in Zed.')).command).toBeNull();
  });

  it('fails on a page whose --agent value is not its file name, or that lacks a field', () => {
    expect(() => parseAgentPage('zed-agent', page('x', 'zed'))).toThrow('installs with --agent zed, not zed-agent');
    expect(() => parseAgentPage('zed-agent', 'no fields')).toThrow('no sidebar_label, no a link under ## Prerequisites, no --agent');
  });
});

describe('diffCoreDocs and diffCliCommands', () => {
  const docs = (pages: string[], agents: CoreDocsSnapshot['agents']): CoreDocsSnapshot => ({
    repository: 'Canner/WrenAI',
    tag: 't',
    commit: 'c',
    pages,
    agents,
  });
  const agent = (id: string, command: string | null = id) => ({ id, name: id, link: 'https://example.com', command });

  it('names the pages and agents added, removed or changed', () => {
    const before = docs(['/oss/a', '/oss/b'], [agent('x'), agent('y')]);
    const after = docs(['/oss/a', '/oss/c'], [agent('x', null), agent('z')]);
    expect(diffCoreDocs(before, after)).toEqual([
      'page added: /oss/c',
      'page removed: /oss/b',
      'agent added: z',
      'agent removed: y',
      'agent x: command "x" → null',
    ]);
    expect(diffCoreDocs(before, before)).toEqual([]);
  });

  it('names the commands and options added or removed, and commands whose help or defaults changed', () => {
    const command = (path: string, options: string[], help = 'Help.'): CliCommand => ({
      path,
      help,
      source: `cli.py:${options.length}`,
      arguments: [],
      options: options.map((name) => ({ name, aliases: [], flag: false, required: false, default: null, type: 'str' })),
    });
    const cli = (commands: CliCommand[]): CliSnapshot => ({ repository: 'r', tag: 't', commit: 'c', entry: 'e', commands });
    const before = cli([command('wren a', ['--x']), command('wren b', []), command('wren c', [])]);
    const after = cli([command('wren a', ['--y']), command('wren c', [], 'New help.'), command('wren d', [])]);
    expect(diffCliCommands(before, after)).toEqual([
      'command added: wren d',
      'command removed: wren b',
      'wren a: option added: --y',
      'wren a: option removed: --x',
      'wren c: help, types or defaults changed',
    ]);
  });
});

describe('wrenaiRepo', () => {
  it('takes --repo, else WRENAI_REPO, and says how to give one when both are missing', () => {
    expect(wrenaiRepo('/a', { WRENAI_REPO: '/b' })).toBe('/a');
    expect(wrenaiRepo(undefined, { WRENAI_REPO: '/b' })).toBe('/b');
    expect(() => wrenaiRepo(undefined, {})).toThrow('pass --repo <git checkout or bare clone of Canner/WrenAI>, or set WRENAI_REPO');
  });
});

describe('npm run core:refresh', () => {
  it('stops with the way to name the repository when it has none', () => {
    const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/tools/core-refresh.ts', '--check'], {
      encoding: 'utf8',
      env: { ...process.env, WRENAI_REPO: '' },
    });
    expect(run.stderr).toContain('pass --repo');
    expect(run.status).toBe(1);
  }, 60_000);

  it.skipIf(!process.env.WRENAI_REPO)(
    'finds the committed snapshots up to date with the repository at their tag',
    () => {
      const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/tools/core-refresh.ts', '--check'], {
        encoding: 'utf8',
      });
      expect(run.stdout).toContain(`the snapshots match ${CORE.tag}`);
      expect(run.status).toBe(0);
    },
    60_000,
  );
});
