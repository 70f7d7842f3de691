import { analyze } from './query';

/**
 * Pages' frontmatter keywords, matched as phrases: 'free plan' counts for a query only when the query
 * has both words (either may come from a synonym, the last may still be being typed), so a keyword
 * phrase never lends one of its words to a query about something else. A word that many pages list
 * counts less than one only a few list.
 */
export interface KeywordIndex {
  /** Per page, its keyword phrases as analyzed terms (empty for pages without keywords). */
  phrases: string[][][];
  /** Weight of each term, from the number of pages that list it. */
  rarity: Map<string, number>;
}

export function buildKeywordIndex(keywordsByPage: (string[] | undefined)[]): KeywordIndex {
  const phrases = keywordsByPage.map((keywords) => (keywords ?? []).map(analyze).filter((terms) => terms.length > 0));
  const pagesWith = new Map<string, number>();
  for (const page of phrases) for (const term of new Set(page.flat())) pagesWith.set(term, (pagesWith.get(term) ?? 0) + 1);
  const listing = phrases.filter((page) => page.length).length;
  const rarity = new Map([...pagesWith].map(([term, count]) => [term, Math.log(1 + listing / count)]));
  return { phrases, rarity };
}

export interface KeywordMatch {
  score: number;
  /** The query terms the page's keywords matched, for the share of the query it covers. */
  terms: string[];
}

/** Pages whose keyword phrases the query contains, with the summed weight of those phrases' terms. */
export function matchKeywords(index: KeywordIndex, weights: Map<string, number>, typing?: string): Map<number, KeywordMatch> {
  const matches = new Map<number, KeywordMatch>();
  const weightOf = (term: string) => weights.get(term) ?? (typing && term.startsWith(typing) ? (weights.get(typing) ?? 1) : 0);
  index.phrases.forEach((phrases, page) => {
    let score = 0;
    const terms = new Set<string>();
    for (const phrase of phrases) {
      if (!phrase.every((term) => weightOf(term) > 0)) continue;
      for (const term of phrase) {
        score += weightOf(term) * (index.rarity.get(term) ?? 0);
        terms.add(weights.has(term) ? term : typing!);
      }
    }
    if (score > 0) matches.set(page, { score, terms: [...terms] });
  });
  return matches;
}
