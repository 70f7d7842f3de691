import file from './synonyms.json';
import { tokenize } from './query';
import { stem } from './stem';

/** One thing the query asks about: the reader's own words first, then the synonyms' terms. */
export interface Concept {
  alternatives: string[][];
}

const analyzePhrase = (phrase: string) => tokenize(phrase).map(stem);

/** The synonym groups of lib/search/synonyms.json, as analyzed phrases (terms), longest first. */
export function loadSynonyms(groups: string[][] = file.groups): string[][][] {
  return groups.map((group) => group.map(analyzePhrase).filter((terms) => terms.length)).filter((group) => group.length > 1);
}

const SYNONYMS = loadSynonyms();

const samePhrase = (stems: string[], at: number, phrase: string[]) => phrase.every((term, i) => stems[at + i] === term);

/**
 * Splits analyzed query terms into concepts. Where a run of terms is a phrase of a synonym group
 * ('log in', 'data source'), that run becomes one concept whose alternatives are the group's phrases;
 * every other term is a concept of its own.
 */
export function expandSynonyms(stems: string[], groups = SYNONYMS): Concept[] {
  const concepts: Concept[] = [];
  for (let at = 0; at < stems.length;) {
    let best: { phrase: string[]; group: string[][] } | undefined;
    for (const group of groups) {
      for (const phrase of group) {
        if (phrase.length > (best?.phrase.length ?? 0) && samePhrase(stems, at, phrase)) best = { phrase, group };
      }
    }
    if (best) {
      const others = best.group.filter((phrase) => phrase.join(' ') !== best.phrase.join(' '));
      concepts.push({ alternatives: [best.phrase, ...others] });
      at += best.phrase.length;
    } else {
      concepts.push({ alternatives: [[stems[at]]] });
      at++;
    }
  }
  return concepts;
}
