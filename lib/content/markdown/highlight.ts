import { createHighlighter, type Highlighter } from 'shiki';

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

let highlighter: Promise<Highlighter> | undefined;

/** One highlighter per process: loading grammars is the slow part, so it happens once. */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: [...new Set(Object.values(CODE_LANGUAGES))].filter((lang) => lang !== 'text'),
  });
  return highlighter;
}
