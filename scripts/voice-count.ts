/**
 * Counts, over a built site, the pages that narrate their own sourcing (lib/content/narration.ts) and the raw
 * repository references ('owner/repo@tag:path') in visible text, and lists each page with what it says.
 * Usage: tsx scripts/voice-count.ts [--out out] [--list] [--skip '.announcement']
 */
import path from 'node:path';
import { narratingPhrases } from '@/lib/content/narration';
import { rawRepositoryReferences } from '@/lib/content/sources';
import { argument } from './args';
import { readOutPages } from './out-pages';

const root = path.resolve(argument('--out', 'out'));
const skip = argument('--skip');
const pages = readOutPages(root, skip ? [skip] : []);
const narrating = pages.map((page) => ({ route: page.route, phrases: narratingPhrases(page.text) })).filter((page) => page.phrases.length);
const raw = pages.map((page) => ({ route: page.route, references: rawRepositoryReferences(page.text) })).filter((page) => page.references.length);
const byPhrase = new Map<string, number>();
for (const page of narrating) for (const phrase of page.phrases) byPhrase.set(phrase, (byPhrase.get(phrase) ?? 0) + 1);
console.log(`${root}: ${pages.length} HTML pages${skip ? ` (without ${skip})` : ''}`);
console.log(`narrating their sourcing: ${narrating.length} pages`);
for (const [phrase, count] of [...byPhrase].sort((a, b) => b[1] - a[1])) console.log(`  "${phrase}": ${count} pages`);
console.log(`raw repository references in visible text: ${raw.length} pages, ` +
    `${raw.reduce((sum, page) => sum + page.references.length, 0)} distinct references`);
if (process.argv.includes('--list')) {
  for (const page of narrating) console.log(`narrates ${page.route}: ${page.phrases.join(', ')}`);
  for (const page of raw) console.log(`raw ${page.route}: ${page.references.join(', ')}`);
}
