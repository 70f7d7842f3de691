import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rankedPages, readQuestionSets } from '@/lib/search/evaluate';
import { readSearchRecords } from '@/lib/search/generated';

// Run after the build: the questions' expected pages are checked against the built search records.
describe('the question sets', () => {
  const sets = readQuestionSets((file) => readFileSync(file, 'utf8'));
  // The Core held-out set is the lead's, taken as written: it may name a page another branch adds.
  const questions = [...sets.tune, ...sets.heldOut];

  it('have at least 60 questions of several words, none a page title, each answered by pages that exist', () => {
    const records = readSearchRecords();
    const pages = new Set(rankedPages(records.map((record) => record.url)));
    const titles = new Set(records.filter((record) => record.type === 'lvl1').map((record) => record.hierarchy.lvl1.toLowerCase()));
    expect(questions.length).toBeGreaterThanOrEqual(60);
    for (const { query, expected } of questions) {
      expect(query.split(' ').length, query).toBeGreaterThanOrEqual(2);
      expect(titles.has(query.toLowerCase()), query).toBe(false);
      for (const route of expected) expect(pages.has(route), `${query} → ${route}`).toBe(true);
    }
  });
});
