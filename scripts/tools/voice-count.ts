/**
 * Counts, over a built site, the pages that narrate their own sourcing (lib/content/narration.ts) and the raw
 * repository references ('owner/repo@tag:path') in visible text, and lists each page with what it says.
 * Usage: tsx scripts/tools/voice-count.ts [--out out] [--list] [--skip '.announcement']
 */
import path from 'node:path';
import { narratingPhrases } from '@/lib/content/narration';
import { rawRepositoryReferences } from '@/lib/content/sources';
import { readOutPages } from '@/test/support/out-pages';
import { parseOptions } from '../cli';

const options = parseOptions(
  { out: { type: 'string', default: 'out' }, list: { type: 'boolean', default: false }, skip: { type: 'string' } },
  "tsx scripts/tools/voice-count.ts [--out out] [--list] [--skip '.announcement']",
);
const root = path.resolve(options.out);
const skip = options.skip;
const pages = readOutPages(root, skip ? [skip] : []);
const narrating = pages.map((page) => ({ route: page.route, phrases: narratingPhrases(page.text) })).filter((page) => page.phrases.length);
const raw = pages
  .map((page) => ({ route: page.route, references: rawRepositoryReferences(page.text) }))
  .filter((page) => page.references.length);
const byPhrase = new Map<string, number>();
for (const page of narrating) for (const phrase of page.phrases) byPhrase.set(phrase, (byPhrase.get(phrase) ?? 0) + 1);
console.log(`${root}: ${pages.length} HTML pages${skip ? ` (without ${skip})` : ''}`);
console.log(`narrating their sourcing: ${narrating.length} pages`);
for (const [phrase, count] of [...byPhrase].sort((a, b) => b[1] - a[1])) console.log(`  "${phrase}": ${count} pages`);
console.log(
  `raw repository references in visible text: ${raw.length} pages, ` +
    `${raw.reduce((sum, page) => sum + page.references.length, 0)} distinct references`,
);
if (options.list) {
  for (const page of narrating) console.log(`narrates ${page.route}: ${page.phrases.join(', ')}`);
  for (const page of raw) console.log(`raw ${page.route}: ${page.references.join(', ')}`);
}
