import { stem } from './stem';

/** Longest query the search accepts; longer input is cut. */
export const MAX_QUERY_LENGTH = 64;

export function normalizeQuery(input: string): string {
  return input.replace(/\s+/g, ' ').trimStart().slice(0, MAX_QUERY_LENGTH);
}

/**
 * Words that carry no meaning in a docs search: articles, pronouns, auxiliaries and the words a
 * question is phrased with ("how do I…", "what is the…").
 */
export const STOPWORDS = new Set(
  (
    'a about all am an and any are as at be been being but by can could did do does doing for from had has have how ' +
    'i if in into is it its just me might much my of on or our should so some than that the their them then there ' +
    'these they this those to too up us was we were what whats when where which while who whom why will with would you your ' +
    // What is left of contractions and possessives once the apostrophe splits them: "user's", "don't".
    's t d ll m re ve don doesn didn isn aren'
  ).split(' '),
);

/** Splits text into search terms: lowercase words, split on punctuation, without stopwords. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term && !STOPWORDS.has(term));
}

/** Index and query terms: tokenized, then stemmed ('Connecting' → 'connect'). */
export function analyze(text: string): string[] {
  return tokenize(text).map(stem);
}

/** What a query names that changes which kinds of page may lead. */
export interface QueryIntent {
  /** A version ('0.42', 'v2'), words such as 'release', 'changelog', 'new in', or a history question. */
  release: boolean;
  /** A question about when something arrived: 'which version…', 'when was … added' ('the self hosted version' is not one). */
  history: boolean;
  /** An HTTP method in capitals, a path ('/v3/connector'), the word 'endpoint', or a call to the engine ('the engine api'). */
  api: boolean;
  /**
   * The query reports a problem: an error, a failure, something that does not happen or comes out
   * wrong ('snowflake JWT token is invalid', 'why cant i follow up'). Without one, a query asks how to
   * do something, and troubleshooting sections count less than the sections that do it.
   */
  problem: boolean;
}

/** Words that report a problem rather than ask for a task (an error code such as 'ORA-12514' or '422' too). */
const PROBLEM_WORDS = new RegExp(
  [
    "\\b(errors?|exceptions?|fail(s|ed|ing|ures?)?|can'?t|cannot|unable|not|no|nothing|doesn'?t|don'?t|won'?t|isn'?t|aren'?t|didn'?t|",
    'never|wrong|invalid|incorrect|refus(es|ed)|reject(s|ed)?|denied|time(s|d)? ?out|ignor(es|ed)|missing|empty|broken|crash(es|ed)?|',
    'exits?|stuck|hangs?|slow|issues?|problems?|fix|troubleshoot(ing)?|why|instead|unexpected|mismatch|warning)\\b|',
    '\\b[A-Z]{2,}-\\d+\\b|\\b[45]\\d\\d\\b',
  ].join(''),
  'i',
);

/** Words that frame a question about history rather than name what it asks about (global, for replace). */
export const HISTORY_WORDS =
  /\b(versions?|arrived?|added|adds|introduced|landed|shipped|released|supported|support|available|first|start(ed)?|c[ao]me out)\b/gi;
// A global regex keeps its position between test() calls; tests use this copy.
const HISTORY_WORD = new RegExp(HISTORY_WORDS.source, 'i');

export function queryIntent(query: string): QueryIntent {
  const history =
    /\b(which|what|since|in) (versions?|releases?)\b|\bversion history\b/i.test(query) ||
    (/\bwhen (did|was|were)\b/i.test(query) && HISTORY_WORD.test(query));
  return {
    history,
    release:
      history ||
      /(^|[\s(])v?\d+\.\d+(\.\d+)?\b|(^|\s)v\d+\b/i.test(query) ||
      /\b(releases?|changelog|release notes?|what'?s new|new in)\b/i.test(query),
    api:
      /\b(GET|POST|PUT|PATCH|DELETE)\b/.test(query) ||
      /(^|\s)\/[\w{}-]/.test(query) ||
      /\b(endpoints?|operations?|api reference|request body|schema)\b/i.test(query) ||
      /\bengine\b.*\b(api|call(ing)?|requests?)\b|\b(api|call(ing)?|requests?)\b.*\bengine\b|\bthrough the engine\b/i.test(query),
    problem: PROBLEM_WORDS.test(query),
  };
}

/** An edition a query can name, and how to tell its docs sections ('Wren AI Cloud') from the other edition's. */
export interface Edition {
  name: 'cloud' | 'open source' | 'core' | 'genbi classic';
  words: RegExp;
  section: RegExp;
  /** A narrower edition ('core') wins over the wider one it belongs to ('open source') when a query names both. */
  within?: Edition['name'];
}

const EDITIONS: Edition[] = [
  // 'Google Cloud' is a data source's vendor, not the edition.
  { name: 'cloud', words: /\b(?<!google )(wren ai cloud|wren cloud|cloud|saas)\b/i, section: /\bcloud\b/i },
  // Open source is two documentation sets: Wren AI Core (sidebar 'Wren AI Core') and GenBI Classic ('Wren GenBI Classic').
  {
    name: 'open source',
    words: /\b(self[\s-]?host(ed|ing)?|open[\s-]?source|oss|on[\s-]?prem(ises)?)\b/i,
    section: /\b(genbi classic|core)\b/i,
  },
  { name: 'core', words: /\bwren[\s-]*(ai[\s-]*)?core\b|\bwren cli\b/i, section: /\bcore\b/i, within: 'open source' },
  { name: 'genbi classic', words: /\b(genbi )?classic\b|\bwren genbi\b/i, section: /\bgenbi classic\b/i, within: 'open source' },
];

/** The edition the query names itself ('self hosted', 'cloud', 'wren core'): then the reader's current page does not choose it. */
export function namedEdition(query: string): Edition | undefined {
  const named = EDITIONS.filter((edition) => edition.words.test(query));
  const narrowest = named.filter((edition) => !named.some((other) => other.within === edition.name));
  return narrowest.length === 1 ? narrowest[0] : undefined;
}
