/**
 * Tunes the ranking weights (RANK_WEIGHTS in lib/search/rank.ts) on the tune set
 * (questions.json) and the keyword set (queries.json), by coordinate
 * search on MRR and hit@1, and prints the best set to copy into rank.ts. The held-out set
 * (questions-heldout.json) is never read here.
 * Usage: tsx scripts/bench/search/tune.ts [--only key,key]   (after npm run content; --only tunes just those weights)
 */
import { readFileSync } from 'node:fs';
import { askedQuery, buildIndex, queryIndex } from '@/lib/search/embedded';
import { KEYWORD_FILE, relevance, readQuestionSets, type Judgement } from '@/lib/search/evaluate';
import { readSearchRecords } from '@/lib/search/generated';
import { RANK_WEIGHTS } from '@/lib/search/rank';
import { parseOptions } from '../../cli';

const options = parseOptions({ only: { type: 'string' } }, 'tsx scripts/bench/search/tune.ts [--only key,key]');

const records = readSearchRecords();
const index = buildIndex(records);
const { tune } = readQuestionSets((file) => readFileSync(file, 'utf8'));
const keywordSet = JSON.parse(readFileSync(KEYWORD_FILE, 'utf8')) as Judgement[];
// As the modal asks: at most 64 characters.
const run = (query: string) =>
  queryIndex(index, askedQuery(query))
    .slice(0, 20)
    .map((hit) => records[hit.id].url);
// Short keyword queries are most of what readers type: they count too, at half the questions' weight.
const objective = () => {
  const scores = relevance(tune, run);
  const short = relevance(keywordSet, run);
  return scores.mrr + 0.5 * scores.hitAt1 + 0.5 * (short.mrr + 0.5 * short.hitAt1);
};

const weights = RANK_WEIGHTS as Record<string, number>;
const ONLY = options.only?.split(',');
// Release notes and API operations rank below docs unless asked for (and docs below releases on a
// history question): those factors stay at most 0.5 whatever the questions favour.
const LOWERING_FACTORS = new Set(['release', 'api', 'docOnHistory']);
const allowed = (key: string, value: number) => (!LOWERING_FACTORS.has(key) || value <= 0.5) && (key !== 'otherEdition' || value < 1);
let best = objective();
console.log(`start: ${best.toFixed(4)}`, JSON.stringify(weights));
for (let round = 0; round < 3; round++) {
  let improved = false;
  for (const key of ONLY ?? Object.keys(weights)) {
    // No weight goes to zero: every part of the ranking stays in play, so the tune set cannot switch one off.
    const original = weights[key];
    let chosen = original;
    for (const factor of [0.5, 0.75, 1.25, 1.5, 2]) {
      const candidate = Math.round(original * factor * 100) / 100;
      if (!allowed(key, candidate)) continue;
      weights[key] = candidate;
      const value = objective();
      if (value > best + 1e-9) {
        best = value;
        chosen = weights[key];
      }
    }
    weights[key] = chosen;
    if (chosen !== original) {
      improved = true;
      console.log(`  ${key} ${original} → ${chosen}: ${best.toFixed(4)}`);
    }
  }
  if (!improved) break;
}
const t = relevance(tune, run);
const k = relevance(keywordSet, run);
console.log(
  `tune: hit@1 ${t.hitAt1.toFixed(3)} hit@5 ${t.hitAt5.toFixed(3)} MRR ${t.mrr.toFixed(3)}; keyword ` +
    `set: hit@1 ${k.hitAt1.toFixed(3)} hit@5 ${k.hitAt5.toFixed(3)} MRR ${k.mrr.toFixed(3)}`,
);
console.log(JSON.stringify(weights));
