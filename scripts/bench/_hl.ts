import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createHighlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { CODE_LANGUAGES, CODE_THEMES } from '@/lib/content/markdown/highlight';
const files = readdirSync('content', { recursive: true }).map(String).filter((f) => /\.mdx?$/.test(f));
const blocks: [string, string][] = [];
for (const f of files) {
  const t = readFileSync(path.join('content', f), 'utf8');
  for (const m of t.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```/gm)) blocks.push([CODE_LANGUAGES[m[1] || 'text'] ?? 'text', m[2]]);
}
const mode = process.argv[2];
let t0 = performance.now();
const used = [...new Set(blocks.map((b) => b[0]))].filter((l) => l !== 'text');
const hl = await createHighlighter({
  themes: Object.values(CODE_THEMES),
  langs: mode.includes('used') ? used : [...new Set(Object.values(CODE_LANGUAGES))].filter((l) => l !== 'text'),
  ...(mode.includes('js') ? { engine: createJavaScriptRegexEngine() } : {}),
});
console.log(mode, 'load', (performance.now() - t0).toFixed(0), blocks.length);
t0 = performance.now();
for (const [lang, code] of blocks) {
  if (mode.includes('one')) hl.codeToHast(code, { lang, theme: CODE_THEMES.light, tokenizeTimeLimit: 0 });
  else hl.codeToHast(code, { lang, themes: CODE_THEMES, defaultColor: 'light', tokenizeTimeLimit: 0 });
}
console.log(mode, 'highlight', (performance.now() - t0).toFixed(0));
if (mode.includes('per')) {
  const per: Record<string, [number, number, number]> = {};
  const slow: [number, string, number][] = [];
  for (const [lang, code] of blocks) {
    const s = performance.now();
    hl.codeToHast(code, { lang, themes: CODE_THEMES, defaultColor: 'light', tokenizeTimeLimit: 0 });
    const d = performance.now() - s;
    per[lang] ??= [0, 0, 0]; per[lang][0]++; per[lang][1] += d; per[lang][2] += code.length;
    slow.push([d, lang, code.length]);
  }
  console.log(per); console.log(slow.sort((a, b) => b[0] - a[0]).slice(0, 10));
}
