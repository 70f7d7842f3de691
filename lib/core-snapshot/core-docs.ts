import { parse as parseYaml } from 'yaml';
import type { CliCommand, CliSnapshot } from './cli-check';

/**
 * What Wren AI Core's own docs publish at a tag of Canner/WrenAI, kept in lib/core-snapshot/core-docs.snapshot.json by
 * `npm run core:refresh` (scripts/tools/core-refresh.ts): the addresses `docs/core/.sync.yml` gives the pages of
 * `docs/core/` on the live docs site, and the coding agents of `docs/core/get_started/quickstart-with-agent/`.
 * The functions here are pure; the script reads the repository.
 */

export const CORE_DOCS_FOLDER = 'docs/core';
export const AGENT_PAGES_FOLDER = `${CORE_DOCS_FOLDER}/get_started/quickstart-with-agent`;
/** The repository of the `skills` installer, which an upstream agent page links when it names no site of the agent's own. */
export const SKILLS_INSTALLER_REPO = 'https://github.com/vercel-labs/skills';

export interface CoreAgent {
  /** The `--agent` value of `npx skills add`, and the page's file name. */
  id: string;
  /** The page's sidebar_label. */
  name: string;
  /** The link of its prerequisites: the agent's site, or SKILLS_INSTALLER_REPO. */
  link: string;
  /** The command its page runs to start a session, when it shows one. */
  command: string | null;
}

export interface CoreDocsSnapshot {
  repository: string;
  tag: string;
  commit: string;
  /** Every published address, sorted: '/oss/concepts/what_is_mdl'. */
  pages: string[];
  agents: CoreAgent[];
}

/**
 * The addresses the docs site gives the files of docs/core (paths relative to it), as `.sync.yml` maps them:
 * its `sync_files` and every Markdown file under its `sync_dirs` land under `target_dir` (docs/oss, served at /oss)
 * without their extension; anything else (README.md, internals/) is not published.
 */
export function publishedRoutes(files: string[], syncYml: string): string[] {
  const sync = parseYaml(syncYml) as { target_dir?: string; sync_files?: string[]; sync_dirs?: string[] };
  const target = (sync.target_dir ?? '').replace(/^docs\//, '').replace(/\/+$/, '');
  if (!target) throw new Error('.sync.yml: no target_dir under docs/');
  const published = (file: string) =>
    /\.mdx?$/.test(file) && ((sync.sync_files ?? []).includes(file) || (sync.sync_dirs ?? []).some((dir) => file.startsWith(`${dir}/`)));
  return files
    .filter(published)
    .map((file) => `/${target}/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, ''))
    .sort();
}

/** One upstream agent page read: its sidebar label, the first link of its prerequisites, its `--agent` value and start command. */
export function parseAgentPage(id: string, markdown: string): CoreAgent {
  const name = /^sidebar_label:\s*(.+?)\s*$/m.exec(markdown)?.[1].replace(/^(['"])(.*)\1$/, '$2');
  const link = /^## Prerequisites\s+- \[[^\]]*\]\(([^)\s]+)\)/m.exec(markdown)?.[1];
  const agent = /npx skills add \S+ --agent (\S+)/.exec(markdown)?.[1];
  const onboarding = markdown.split(/^## Run onboarding\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  const command = /```(?:bash|sh|shell)\n([^\n]+)\n```/.exec(onboarding)?.[1].trim() ?? null;
  const missing = [!name && 'sidebar_label', !link && 'a link under ## Prerequisites', !agent && '--agent'].filter(Boolean);
  if (missing.length) throw new Error(`${AGENT_PAGES_FOLDER}/${id}.md: no ${missing.join(', no ')}`);
  if (agent !== id) throw new Error(`${AGENT_PAGES_FOLDER}/${id}.md: installs with --agent ${agent}, not ${id}`);
  return { id, name: name!, link: link!, command };
}

/** The routes of `expected` that are not in `routes`. */
export function missingRoutes(expected: string[], routes: Iterable<string>): string[] {
  const have = new Set(routes);
  return expected.filter((route) => !have.has(route));
}

/** What changed between two snapshots of the docs, one line each: pages and agents added, removed or changed. */
export function diffCoreDocs(before: CoreDocsSnapshot, after: CoreDocsSnapshot): string[] {
  const lines = [
    ...diffLists('page', before.pages, after.pages),
    ...diffLists(
      'agent',
      before.agents.map((agent) => agent.id),
      after.agents.map((agent) => agent.id),
    ),
  ];
  const old = new Map(before.agents.map((agent) => [agent.id, agent]));
  for (const agent of after.agents) {
    const was = old.get(agent.id);
    if (!was) continue;
    for (const key of ['name', 'link', 'command'] as const)
      if (was[key] !== agent[key]) lines.push(`agent ${agent.id}: ${key} ${JSON.stringify(was[key])} → ${JSON.stringify(agent[key])}`);
  }
  return lines;
}

/** What changed in the CLI's command tree, one line each: commands added or removed, options added or removed. */
export function diffCliCommands(before: CliSnapshot, after: CliSnapshot): string[] {
  const lines = diffLists(
    'command',
    before.commands.map((command) => command.path),
    after.commands.map((command) => command.path),
  );
  const old = new Map(before.commands.map((command) => [command.path, command]));
  const names = (c: CliCommand) => [...c.options.map((option) => option.name), ...c.arguments.map((argument) => argument.name)];
  // A command's source line moves with every edit of its file: only what a reader sees counts.
  const shown = ({ source: _source, ...rest }: CliCommand) => JSON.stringify(rest);
  for (const command of after.commands) {
    const was = old.get(command.path);
    if (!was) continue;
    const changed = diffLists(`${command.path}: option`, names(was), names(command));
    if (!changed.length && shown(was) !== shown(command)) changed.push(`${command.path}: help, types or defaults changed`);
    lines.push(...changed);
  }
  return lines;
}

function diffLists(what: string, before: string[], after: string[]): string[] {
  const had = new Set(before);
  const has = new Set(after);
  return [
    ...after.filter((item) => !had.has(item)).map((item) => `${what} added: ${item}`),
    ...before.filter((item) => !has.has(item)).map((item) => `${what} removed: ${item}`),
  ];
}

/** The Canner/WrenAI git directory to read: `--repo`, else WRENAI_REPO; an error that says how to give one otherwise. */
export function wrenaiRepo(option: string | undefined, env: Record<string, string | undefined>): string {
  const repo = option || env.WRENAI_REPO;
  if (!repo)
    throw new Error('no Canner/WrenAI repository: pass --repo <git checkout or bare clone of Canner/WrenAI>, or set WRENAI_REPO to one');
  return repo;
}
