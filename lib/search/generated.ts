import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED } from '@/lib/fs/generated-paths';
import type { DocSearchRecord } from './types';

/** Where the content build leaves the search records for the index route and the Algolia push. */
export const RECORDS_FILE = GENERATED.searchRecords;

export function writeSearchRecords(records: DocSearchRecord[], file = RECORDS_FILE): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(records));
}

export function readSearchRecords(file = RECORDS_FILE): DocSearchRecord[] {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DocSearchRecord[];
  } catch (error) {
    throw new Error(`The search records are missing at ${file}: run 'npm run content' first.`, { cause: error });
  }
}
