/** Longest query the search accepts; longer input is cut. */
export const MAX_QUERY_LENGTH = 64;

export function normalizeQuery(input: string): string {
  return input.replace(/\s+/g, ' ').trimStart().slice(0, MAX_QUERY_LENGTH);
}

const STOPWORDS = new Set('a an and are as at be by can do does for from how i in is it my of on or the to what when where which with you your'.split(' '));

/** Splits text into search terms: lowercase words, split on punctuation, without stopwords. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term && !STOPWORDS.has(term));
}
