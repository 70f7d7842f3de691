export interface Judgement {
  query: string;
  expected: string[];
}

/** The pages hits point at, in rank order, each once: '/cp/a#x' and '/cp/a#y' are the page '/cp/a'. */
export function rankedPages(urls: string[]): string[] {
  return [...new Set(urls.map((url) => url.split('#')[0].replace(/(.)\/$/, '$1')))];
}

export interface Relevance {
  hitAt1: number;
  hitAt5: number;
  mrr: number;
  misses: { query: string; expected: string[]; got: string[] }[];
}

/** hit@1, hit@5 and mean reciprocal rank of the first expected page, over a set of judged queries. */
export function relevance(judgements: Judgement[], resultsFor: (query: string) => string[]): Relevance {
  let at1 = 0;
  let at5 = 0;
  let reciprocal = 0;
  const misses: Relevance['misses'] = [];
  for (const { query, expected } of judgements) {
    const pages = rankedPages(resultsFor(query));
    const wanted = expected.map((route) => route.replace(/(.)\/$/, '$1'));
    const rank = pages.findIndex((page) => wanted.includes(page));
    if (rank === 0) at1++;
    if (rank >= 0 && rank < 5) at5++;
    else misses.push({ query, expected, got: pages.slice(0, 5) });
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  }
  const n = judgements.length || 1;
  return { hitAt1: at1 / n, hitAt5: at5 / n, mrr: reciprocal / n, misses };
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The question files: the tune set (every question the ranking was tuned on, or whose scores were seen
 * while tuning) and the held-out set, written by someone who never saw the ranking and only ever reported.
 */
export const QUESTION_FILES = {
  tune: 'scripts/bench/search/questions.json',
  heldOut: 'scripts/bench/search/questions-heldout.json',
  heldOutCore: 'scripts/bench/search/questions-heldout-core.json',
} as const;

/** The keyword set: short queries as readers type them, with the pages they expect. */
export const KEYWORD_FILE = 'scripts/bench/search/queries.json';

/** heldOutCore: a second held-out set with Wren AI Core questions, written from the pages only, never tuned on. */
export function readQuestionSets(read: (file: string) => string): { tune: Judgement[]; heldOut: Judgement[]; heldOutCore: Judgement[] } {
  return {
    tune: JSON.parse(read(QUESTION_FILES.tune)) as Judgement[],
    heldOut: JSON.parse(read(QUESTION_FILES.heldOut)) as Judgement[],
    heldOutCore: JSON.parse(read(QUESTION_FILES.heldOutCore)) as Judgement[],
  };
}
