import type { DocSearchRecord, Hierarchy, RecordType } from './types';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const TYPES: RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

/** The embedded index file: each place (hierarchy and URL) stored once, records pointing at them. */
export interface CompactIndex {
  version: 2;
  /** lvl0…lvl6, then the URL: a heading's records share both. */
  places: (string | null)[][];
  /** Ids are not stored: each is its URL and a counter per URL, rebuilt in order on load. A page record's keywords, when it has any, are a fourth element. */
  records: [place: number, type: number, content: string | null, keywords?: string[]][];
}

export function compactRecords(records: DocSearchRecord[]): CompactIndex {
  const keys = new Map<string, number>();
  const places: (string | null)[][] = [];
  const rows = records.map((record): CompactIndex['records'][number] => {
    const place = [...LEVELS.map((level) => record.hierarchy[level]), record.url];
    const key = JSON.stringify(place);
    let index = keys.get(key);
    if (index === undefined) {
      index = places.push(place) - 1;
      keys.set(key, index);
    }
    return record.keywords?.length ? [index, TYPES.indexOf(record.type), record.content, record.keywords] : [index, TYPES.indexOf(record.type), record.content];
  });
  return { version: 2, places, records: rows };
}

export function expandRecords(index: CompactIndex): DocSearchRecord[] {
  if (index?.version !== 2 || !Array.isArray(index.records) || !Array.isArray(index.places)) throw new Error('The search index has an unknown format.');
  const counters = new Map<string, number>();
  return index.records.map(([place, type, content, keywords]) => {
    const url = index.places[place][LEVELS.length] as string;
    const n = counters.get(url) ?? 0;
    counters.set(url, n + 1);
    return {
    objectID: `${url}::${n}`,
    type: TYPES[type],
    hierarchy: Object.fromEntries(LEVELS.map((level, i) => [level, index.places[place][i]])) as unknown as Hierarchy,
    content,
    url,
    ...(keywords ? { keywords } : {}),
  };
  });
}
