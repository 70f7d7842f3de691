/**
 * A small English stemmer for search: it maps the forms of a word to one key ('connect',
 * 'connects', 'connecting', 'connected', 'connection' → 'connect'; 'policy', 'policies' → 'polic').
 * It only has to be consistent (the index and the query use the same function), not linguistic.
 */
const VOWEL = /[aeiouy]/;

function stripE(word: string): string {
  return word.length > 4 && word.endsWith('e') && !word.endsWith('ee') ? word.slice(0, -1) : word;
}

function undouble(word: string): string {
  return /([^aeioulsz])\1$/.test(word) ? word.slice(0, -1) : word;
}

const SUFFIXES: [suffix: string, minStem: number][] = [
  ['ational', 4], ['ations', 4], ['ation', 4], ['itions', 4], ['ition', 4], ['ments', 4], ['ment', 4],
  ['ingly', 3], ['ings', 3], ['ing', 3], ['edly', 3], ['ied', 3], ['ies', 3], ['ed', 3], ['ions', 4], ['ion', 4],
  ['ly', 4], ['es', 4], ['s', 3],
];

const memo = new Map<string, string>();

/** stem(), remembered: an index has a few thousand distinct words and repeats them often. */
export function stem(term: string): string {
  let known = memo.get(term);
  if (known === undefined) {
    known = stemWord(term);
    if (memo.size < 50_000) memo.set(term, known);
  }
  return known;
}

function stemWord(term: string): string {
  let word = term.toLowerCase();
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return stripE(word);
  for (const [suffix, minStem] of SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const rest = word.slice(0, -suffix.length);
    if (rest.length < minStem || !VOWEL.test(rest)) continue;
    if (suffix === 'es' && !/(ch|sh|x|z|ss|o)$/.test(rest)) word = `${rest}e`;
    else if (suffix === 'ies' || suffix === 'ied') word = `${rest}i`;
    else if (suffix === 'ing' || suffix === 'ings' || suffix === 'ed' || suffix === 'edly' || suffix === 'ingly') word = undouble(rest);
    else word = rest;
    break;
  }
  if (word.endsWith('y') && word.length > 4 && !VOWEL.test(word[word.length - 2])) word = `${word.slice(0, -1)}i`;
  return stripE(word);
}
