/**
 * Compares embedded search engines on this build's records and the judged query set
 * (scripts/search-queries.json): index build time, query latency, serialized index size and
 * relevance (hit@1, hit@5, MRR). The site uses the winner, MiniSearch, in lib/search/embedded.ts.
 * Usage: tsx scripts/search-compare.ts   (after npm run content)
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { Document } from 'flexsearch';
import { buildIndex, queryIndex } from '../lib/search/embedded';
import { percentile, relevance, type Judgement } from '../lib/search/evaluate';
import { readSearchRecords } from '../lib/search/generated';
import { tokenize } from '../lib/search/query';
import { ownText } from '../lib/search/records';
import type { DocSearchRecord } from '../lib/search/types';

interface Engine {
  name: string;
  build(records: DocSearchRecord[]): { search(query: string): number[]; serialized(): string };
}

const minisearch: Engine = {
  name: 'MiniSearch 7 (prefix + fuzzy, field and type boosts)',
  build(records) {
    const index = buildIndex(records);
    return { search: (query) => queryIndex(index, query).map((r) => r.id), serialized: () => JSON.stringify(index) };
  },
};

const flexsearch: Engine = {
  name: 'FlexSearch 0.8 (forward tokenizer, own text before context)',
  build(records) {
    const index = new Document({ tokenize: 'forward', document: { id: 'id', index: ['own', 'path'] } });
    records.forEach((record, id) => index.add({ id, own: ownText(record), path: [record.hierarchy.lvl1, record.hierarchy.lvl2, record.hierarchy.lvl3].filter(Boolean).join(' ') }));
    return {
      search(query) {
        const q = tokenize(query).join(' ');
        const results = index.search(q, { limit: 100, suggest: true }) as { field: string; result: number[] }[];
        const byField = (field: string) => results.find((r) => r.field === field)?.result ?? [];
        return [...new Set([...byField('own'), ...byField('path')])];
      },
      serialized() {
        const parts: Record<string, unknown> = {};
        index.export((key: string, data: unknown) => { parts[key] = data; });
        return JSON.stringify(parts);
      },
    };
  },
};

function measure(engine: Engine, records: DocSearchRecord[], judgements: Judgement[]) {
  let started = performance.now();
  const built = engine.build(records);
  const buildMs = performance.now() - started;
  const timings: number[] = [];
  const run = (query: string) => {
    started = performance.now();
    const ids = built.search(query).slice(0, 20);
    timings.push(performance.now() - started);
    return ids.map((id) => records[id].url);
  };
  for (const { query } of judgements) for (let n = 1; n <= query.length; n++) run(query.slice(0, n));
  const scores = relevance(judgements, run);
  return { buildMs, p50: percentile(timings, 50), p95: percentile(timings, 95), gzipKb: gzipSync(built.serialized()).length / 1024, ...scores };
}

async function main() {
  const records = readSearchRecords();
  const judgements = JSON.parse(readFileSync('scripts/search-queries.json', 'utf8')) as Judgement[];
  console.log(`${records.length} records, ${judgements.length} judged queries\n`);
  console.log(['engine'.padEnd(62), 'build ms', 'p50 ms', 'p95 ms', 'index gz KB', 'hit@1', 'hit@5', 'MRR'].join('  '));
  for (const engine of [minisearch, flexsearch]) {
    const m = measure(engine, records, judgements);
    console.log([engine.name.padEnd(62), m.buildMs.toFixed(0).padStart(8), m.p50.toFixed(2).padStart(6), m.p95.toFixed(2).padStart(6), m.gzipKb.toFixed(0).padStart(11), m.hitAt1.toFixed(3), m.hitAt5.toFixed(3), m.mrr.toFixed(3)].join('  '));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
