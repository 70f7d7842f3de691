import type { DocSearchRecord, Hierarchy, RecordType } from './types';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const TYPES: RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

/** The embedded index file: hierarchies stored once, records pointing at them. */
export interface CompactIndex {
  version: 1;
  hierarchies: (string | null)[][];
  /** Ids are not stored: each is its URL and a counter per URL, rebuilt in order on load. */
  records: [hierarchy: number, type: number, content: string | null, url: string][];
}

export function compactRecords(records: DocSearchRecord[]): CompactIndex {
  const keys = new Map<string, number>();
  const hierarchies: (string | null)[][] = [];
  const rows = records.map((record): CompactIndex['records'][number] => {
    const levels = LEVELS.map((level) => record.hierarchy[level]);
    const key = JSON.stringify(levels);
    let index = keys.get(key);
    if (index === undefined) {
      index = hierarchies.push(levels) - 1;
      keys.set(key, index);
    }
    return [index, TYPES.indexOf(record.type), record.content, record.url];
  });
  return { version: 1, hierarchies, records: rows };
}

export function expandRecords(index: CompactIndex): DocSearchRecord[] {
  if (index?.version !== 1 || !Array.isArray(index.records)) throw new Error('The search index has an unknown format.');
  const counters = new Map<string, number>();
  return index.records.map(([hierarchy, type, content, url]) => {
    const n = counters.get(url) ?? 0;
    counters.set(url, n + 1);
    return {
    objectID: `${url}::${n}`,
    type: TYPES[type],
    hierarchy: Object.fromEntries(LEVELS.map((level, i) => [level, index.hierarchies[hierarchy][i]])) as unknown as Hierarchy,
    content,
    url,
  };
  });
}
