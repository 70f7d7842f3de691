import { parse, quote } from 'shell-quote';
import type { CodeBlock } from '@/lib/content/markdown/rehype-code';

/**
 * Checks `wren …` command lines on the Wren AI Core pages against a snapshot of the CLI's command
 * tree (lib/core-snapshot/wren-cli.snapshot.json, rebuilt by scripts/tools/core-cli-snapshot.ts from the Typer
 * source at a tag): the command must exist, every flag must belong to it, an option that takes a
 * value must get one, and a command gets no more positional values than it has arguments.
 */

export interface CliOption {
  name: string;
  aliases: string[];
  negative?: string[];
  flag: boolean;
  required: boolean;
  default: unknown;
  type: string;
  help?: string;
  hidden?: boolean;
  builtin?: boolean;
}

export interface CliArgument {
  name: string;
  required: boolean;
  default: unknown;
  type: string;
  help?: string;
}

export interface CliCommand {
  path: string;
  help: string | null;
  group?: boolean;
  source: string;
  arguments: CliArgument[];
  options: CliOption[];
}

export interface CliSnapshot {
  repository: string;
  tag: string;
  commit: string;
  entry: string;
  commands: CliCommand[];
}

export interface CommandLine {
  /** 1-based line in the file where the command starts. */
  line: number;
  text: string;
}

const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);

/**
 * The shell command lines that run `wren` in a page's bash/sh/shell/console code blocks (as the content pipeline gives them,
 * lib/content/markdown/rehype-code.ts), each with its line in the file. Backslash continuations are joined; in `console`
 * blocks only `$ ` prompts are commands.
 */
export function wrenCommandLines(blocks: readonly CodeBlock[]): CommandLine[] {
  const out: CommandLine[] = [];
  for (const block of blocks) {
    if (!SHELL_LANGUAGES.has(block.lang)) continue;
    let pending: CommandLine | null = null;
    block.code.split('\n').forEach((raw, index) => {
      let text = raw;
      if (pending) pending.text += ' ' + text.trim();
      else {
        if (block.lang === 'console') {
          const prompt = /^\s*\$\s+(.*)$/.exec(text);
          if (!prompt) return;
          text = prompt[1];
        }
        // The block's line is its opening fence: its first line of code is the next one.
        pending = { line: (block.line ?? 0) + 1 + index, text: text.trim() };
      }
      if (/\\$/.test(pending.text)) {
        pending.text = pending.text.replace(/\\$/, '').trimEnd();
        return;
      }
      for (const segment of commandSegments(pending.text)) out.push({ line: pending.line, text: segment });
      pending = null;
    });
  }
  return out;
}

/** Splits a shell line into simple commands (at ;, &&, ||, |, outside quotes) and keeps those that run `wren`. */
function commandSegments(line: string): string[] {
  const segments: string[][] = [[]];
  for (const token of tokenize(line)) {
    if (typeof token !== 'string') segments.push([]);
    else segments[segments.length - 1].push(token);
  }
  return segments
    .map((words) => {
      // Leading VAR=value assignments do not change the command.
      let start = 0;
      while (start < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[start])) start++;
      return words.slice(start);
    })
    .filter((words) => words[0] === 'wren')
    .map((words) => quote(words));
}

/**
 * A shell line as words and operators, by shell-quote: quotes group, backslash escapes, an unquoted # starts a comment
 * (dropped here), and `$VAR` stays as written rather than being expanded.
 */
export function tokenize(line: string): (string | { op: string })[] {
  return parse(line, (name) => `$${name}`).flatMap((entry): (string | { op: string })[] => {
    if (typeof entry === 'string') return [entry];
    if ('comment' in entry) return [];
    if ('pattern' in entry) return [entry.pattern];
    return [{ op: entry.op }];
  });
}

/** What is wrong with one `wren …` command line, as messages; empty when the CLI at the snapshot's tag accepts it. */
export function checkWrenCommand(line: string, snapshot: CliSnapshot): string[] {
  const byPath = new Map(snapshot.commands.map((command) => [command.path, command]));
  const words = tokenize(line).filter((token): token is string => typeof token === 'string');
  if (words[0] !== 'wren') return [`not a wren command: ${line}`];
  let command = byPath.get('wren')!;
  const problems: string[] = [];
  let positional = 0;
  let onlyPositional = false;
  const given = new Set<CliOption>();
  for (let i = 1; i < words.length; i++) {
    const word = words[i];
    if (!onlyPositional && word === '--') {
      onlyPositional = true;
      continue;
    }
    if (!onlyPositional && word.startsWith('-') && word.length > 1) {
      const [name, inline] =
        word.startsWith('--') && word.includes('=')
          ? [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]
          : [word, undefined];
      const option = command.options.find((o) => o.name === name || o.aliases.includes(name) || o.negative?.includes(name));
      if (!option) {
        problems.push(`\`${command.path}\` has no option ${name}`);
        continue;
      }
      given.add(option);
      if (option.flag) {
        if (inline !== undefined) problems.push(`\`${command.path}\`: ${name} is a flag and takes no value`);
        continue;
      }
      if (inline === undefined) {
        const next = words[i + 1];
        if (next === undefined || (/^-{1,2}[A-Za-z]/.test(next) && !/^-\d/.test(next)))
          problems.push(`\`${command.path}\`: ${name} needs a value`);
        else i++;
      }
      continue;
    }
    const sub = byPath.get(`${command.path} ${word}`);
    if (!onlyPositional && positional === 0 && sub) {
      command = sub;
      continue;
    }
    if (command.group && positional === 0 && !onlyPositional) {
      problems.push(`\`${command.path}\` has no command ${word}`);
      break;
    }
    positional++;
    if (positional > command.arguments.length)
      problems.push(`\`${command.path}\` takes ${command.arguments.length} argument(s), got extra '${word}'`);
  }
  if (problems.length || words.includes('--help') || words.includes('--version') || words.includes('-V')) return problems;
  if (command.group && command.path !== 'wren') return [`\`${command.path}\` needs a command`];
  for (const option of command.options)
    if (option.required && !given.has(option)) problems.push(`\`${command.path}\` needs ${option.name}`);
  const required = command.arguments.filter((argument) => argument.required).length;
  if (positional < required)
    problems.push(
      `\`${command.path}\` needs ${required} argument(s) (${command.arguments.map((a) => a.name).join(', ')}), got ${positional}`,
    );
  return problems;
}

export interface KeySnapshot {
  project_keys: string[];
  connections: Record<string, string[]>;
}

/**
 * Keys of a wren_project.yml, profiles.yml or profile file example that the CLI does not read.
 * `kind` says which file the example is; values are not checked, only keys.
 */
export function unknownKeys(kind: 'project' | 'profiles' | 'profile', data: unknown, snapshot: KeySnapshot): string[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [`a ${kind} example must be a mapping`];
  const record = data as Record<string, unknown>;
  if (kind === 'project')
    return Object.keys(record)
      .filter((key) => !snapshot.project_keys.includes(key))
      .map((key) => `wren_project.yml has no key '${key}'`);
  if (kind === 'profiles') {
    const problems = Object.keys(record)
      .filter((key) => key !== 'active' && key !== 'profiles')
      .map((key) => `profiles.yml has no top-level key '${key}'`);
    for (const [name, profile] of Object.entries((record.profiles ?? {}) as Record<string, unknown>))
      problems.push(...unknownKeys('profile', profile, snapshot).map((problem) => `profile '${name}': ${problem}`));
    return problems;
  }
  const datasource = record.datasource;
  if (typeof datasource !== 'string') return ['a profile needs a datasource'];
  const known = snapshot.connections[datasource];
  if (!known) return [`unknown datasource '${datasource}'`];
  return Object.keys(record)
    .filter((key) => !known.includes(key))
    .map((key) => `a ${datasource} profile has no key '${key}'`);
}
