import { createHighlighter, type CodeToHastOptions, type Highlighter } from 'shiki';
import { transformerStyleToClass } from '@shikijs/transformers';
import { transformerPlainTokens } from './code-colors';

/** Languages authors may name on a fence; each alias maps to what the highlighter loads. */
export const CODE_LANGUAGES: Record<string, string> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  powershell: 'powershell',
  ps1: 'powershell',
  json: 'json',
  jsonc: 'jsonc',
  json5: 'jsonc',
  yaml: 'yaml',
  yml: 'yaml',
  sql: 'sql',
  python: 'python',
  py: 'python',
  javascript: 'javascript',
  js: 'javascript',
  typescript: 'typescript',
  ts: 'typescript',
  tsx: 'tsx',
  jsx: 'jsx',
  toml: 'toml',
  ini: 'ini',
  env: 'dotenv',
  dotenv: 'dotenv',
  properties: 'ini',
  dockerfile: 'dockerfile',
  docker: 'dockerfile',
  diff: 'diff',
  http: 'http',
  html: 'html',
  xml: 'xml',
  css: 'css',
  markdown: 'markdown',
  md: 'markdown',
  csv: 'csv',
  text: 'text',
  txt: 'text',
  plaintext: 'text',
  plain: 'text',
};

// The high-contrast light theme: every token colour passes WCAG AA on the code background.
export const CODE_THEMES = { light: 'github-light-high-contrast', dark: 'github-dark' } as const;

/** The default text colour of each theme: a token in both is plain text and gets no span (transformerPlainTokens). */
const PLAIN_TEXT = { light: '#0e1116', dark: '#e1e4e8' };

/**
 * Token colours as classes, by Shiki's own transformer: each distinct pair of colours (CSS variables, both themes at
 * once, `defaultColor: false`) becomes one class, and the content build writes their rules (codeColorsCss). The
 * registry lives as long as the process; the caches keep it with the blocks and pages they keep (`codeStyles`).
 */
export const codeStyles = transformerStyleToClass({ classPrefix: 'hl-' });

/**
 * How every block is highlighted. No time limit per line (Shiki's default is 500 ms): on a busy machine the first
 * lines a grammar tokenizes took longer, and the rest of such a line came out uncoloured, so a build's output
 * depended on the machine's load (a worker and the main thread once disagreed on the same page).
 */
export function highlightOptions(lang: string): CodeToHastOptions {
  return {
    lang,
    themes: CODE_THEMES,
    defaultColor: false,
    tokenizeTimeLimit: 0,
    tokenizeMaxLineLength: LONGEST_TOKENIZED_LINE,
    transformers: [transformerPlainTokens(PLAIN_TEXT), codeStyles],
  };
}

/**
 * A longer line is shown in the plain text colour, not tokenized: the API reference's examples carry a base64 manifest
 * of about 1,500 characters on one line, and the JavaScript grammar's lookaheads take about 0.2 s per theme on each
 * such line (two thirds of all highlighting on the site). The line is one string of data; the lines after it are
 * tokenized as before.
 */
const LONGEST_TOKENIZED_LINE = 1000;

let highlighter: Promise<Highlighter> | undefined;

/** One highlighter per process: loading grammars is the slow part, so it happens once. */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: [...new Set(Object.values(CODE_LANGUAGES))].filter((lang) => lang !== 'text'),
  });
  return highlighter;
}
