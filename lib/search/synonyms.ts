import file from './synonyms.json';
import { STOPWORDS } from './query';
import { stem } from './stem';

/** One thing the query asks about: the reader's own words first, then the synonyms' terms. */
export interface Concept {
  alternatives: string[][];
}

interface Phrase {
  /** Every word, stopwords too ('sign in' is not 'sign'), stemmed: what a query must contain. */
  words: string[];
  /** The words a page must contain to match the phrase: stopwords left out. */
  terms: string[];
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const phrase = (text: string): Phrase => {
  const all = words(text);
  return { words: all.map(stem), terms: all.filter((word) => !STOPWORDS.has(word)).map(stem) };
};

/** The synonym groups of lib/search/synonyms.json, as phrases. */
export function loadSynonyms(groups: string[][] = file.groups): Phrase[][] {
  return groups.map((group) => group.map(phrase).filter((item) => item.terms.length)).filter((group) => group.length > 1);
}

const SYNONYMS = loadSynonyms();

const startsAt = (query: string[], at: number, candidate: string[]) => candidate.every((word, i) => query[at + i] === word);

/**
 * Splits a query into concepts. Where a run of words is a phrase of a synonym group ('log in',
 * 'data source'), that run becomes one concept whose alternatives are the group's phrases; every other
 * word that is not a stopword is a concept of its own.
 */
export function expandSynonyms(query: string, groups = SYNONYMS): Concept[] {
  const raw = words(query);
  const stems = raw.map(stem);
  const concepts: Concept[] = [];
  for (let at = 0; at < raw.length;) {
    let best: { phrase: Phrase; group: Phrase[] } | undefined;
    for (const group of groups) {
      for (const candidate of group) {
        if (candidate.words.length > (best?.phrase.words.length ?? 0) && startsAt(stems, at, candidate.words))
          best = { phrase: candidate, group };
      }
    }
    if (best) {
      const own = best.phrase.terms.join(' ');
      const others = best.group.map((item) => item.terms).filter((terms) => terms.join(' ') !== own);
      concepts.push({ alternatives: [best.phrase.terms, ...others] });
      at += best.phrase.words.length;
    } else {
      if (!STOPWORDS.has(raw[at])) concepts.push({ alternatives: [[stems[at]]] });
      at++;
    }
  }
  return concepts;
}
