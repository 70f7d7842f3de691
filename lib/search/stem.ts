import { stemmer } from 'stemmer';

/**
 * The English stem of a word, as the index and the query both key it ('connects', 'connecting',
 * 'connection' → 'connect'): the Porter algorithm from the `stemmer` package. Words with digits
 * (versions, 'v3') stay as they are.
 */
const memo = new Map<string, string>();

/** stem(), remembered: an index has a few thousand distinct words and repeats them often. */
export function stem(term: string): string {
  let known = memo.get(term);
  if (known === undefined) {
    const word = term.toLowerCase();
    known = /\d/.test(word) ? word : stemmer(word);
    if (memo.size < 50_000) memo.set(term, known);
  }
  return known;
}
