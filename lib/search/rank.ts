import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import { HISTORY_WORDS, namedEdition, queryIntent, tokenize, type Edition, type QueryIntent } from './query';
import type { SearchContext } from './search-context';
import { ownText } from './records';
import { API_SECTION, RELEASES_SECTION } from './section-names';
import { stem } from './stem';
import { buildKeywordIndex, matchKeywords, type KeywordIndex } from './keywords';
import { expandSynonyms, type Concept } from './synonyms';
import type { DocSearchRecord, Hierarchy } from './types';

/**
 * The embedded ranking. Three indexes over the same records:
 * - one document per record (a heading or a block of prose, with the headings above it), which finds
 *   the place in a page that matches;
 * - one document per page (its title, its description and all its headings), so what a page is
 *   about counts for the page, not only for the one record that repeats the title;
 * - one document per frontmatter question, the way readers ask for what the page answers.
 * A page's score combines its best records, its page document, its closest question and its
 * frontmatter keyword phrases (lib/search/keywords.ts), scaled by how many of the query's concepts the page covers, and lowered
 * for release notes and API operations unless the query names a version, an HTTP method or an
 * endpoint, and for the other edition's docs when the query names one. Results come page by page, at
 * most DISTINCT hits each.
 */

/** Hits per page before the next page gets a turn (DocSearch's `distinct`). */
export const DISTINCT = 3;
/** How much a match counts by record type: a page title above its headings above prose. */
const TYPE_BOOST: Record<DocSearchRecord['type'], number> = {
  lvl1: 1.6,
  lvl2: 1.4,
  lvl3: 1.3,
  lvl4: 1.2,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};
/**
 * The ranking's weights, tuned on the tune set, scripts/bench/search/questions.json, only
 * (scripts/bench/search/tune.ts); the held-out questions (scripts/bench/search/questions-heldout.json) are reported, never tuned on.
 */
export const RANK_WEIGHTS = {
  /** Weight of a term that only comes from a synonym, against the reader's own words. */
  synonym: 0.54,
  /** Share of a record's score it keeps when it covers none of the query's concepts. */
  recordFloor: 0.35,
  /** How much a page's second-best record adds to its best. */
  second: 1.41,
  /** How much the page document (title, description, headings) counts against the best record. */
  page: 1.35,
  /** Exponent on the share of concepts a page covers. */
  coverage: 0.94,
  section: 0.3,
  title: 2.25,
  about: 2.94,
  headings: 0.33,
  /** How much the page's keyword phrases that the query contains count, against its best record. */
  keywords: 0.25,
  /** How much the page's question closest to the query counts, against its best record. */
  questions: 0.38,
  own: 4,
  path: 1.88,
  /** Factors for release notes and API operations when the query has not asked for them. */
  release: 0.44,
  api: 0.45,
  /** Factor for docs of the other edition when the query names one ('on self hosted'). */
  otherEdition: 0.88,
  /** Factor for docs when the query asks when something arrived, so the release that added it leads. */
  docOnHistory: 0.08,
  /**
   * Factor for a record under a troubleshooting or FAQ heading when the query reports no problem
   * (lib/search/query.ts `problem`): a question that asks how to do something opens on the section that does it.
   */
  troubleshooting: 0.75,
};
/**
 * Factor for pages of the section the reader is in (the page the search was opened from), as
 * DocSearch's contextual search prefers the current version: Cloud and open-source twins of a page
 * then come in the reader's edition first. Not tuned: the question sets carry no page context.
 */
export const CONTEXT_BOOST = 1.25;
/** Headings of sections that answer problems rather than tasks. */
export const TROUBLESHOOTING_HEADING = /\btroubleshoot|\bfaqs?\b|frequently asked|common (errors|problems|issues)|known (issues|problems)/i;
const PAGE_FIELDS = ['section', 'title', 'about', 'headings'];
const LEVELS: (keyof Hierarchy)[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

type Kind = 'doc' | 'release' | 'api';

function kindFactor(kind: Kind, intent: QueryIntent): number {
  if (kind === 'release') return intent.release ? 1 : RANK_WEIGHTS.release;
  if (kind === 'api') return intent.api ? 1 : RANK_WEIGHTS.api;
  return intent.history ? RANK_WEIGHTS.docOnHistory : 1;
}

interface RecordDoc {
  id: number;
  own: string;
  path: string;
}

interface PageDoc {
  id: number;
  /** The section: 'Wren AI Cloud' lets 'in the cloud' lean towards cloud pages. */
  section: string;
  title: string;
  about: string;
  headings: string;
}

/** One of a page's frontmatter questions. */
interface QuestionDoc {
  id: number;
  page: number;
  text: string;
}

interface Page {
  kind: Kind;
  /** The page's own record (its title), shown when only the page document matched. */
  first: number;
  /** The same page in the other documentation sets (lib/search/rank.ts `twinsOf`). */
  twins: number[];
}

export interface SearchIndex {
  records: DocSearchRecord[];
  /** Null while it is still being built: queries then rank pages by their page document alone. */
  recordIndex: MiniSearch<RecordDoc> | null;
  pageIndex: MiniSearch<PageDoc>;
  questionIndex: MiniSearch<QuestionDoc>;
  keywordIndex: KeywordIndex;
  pages: Page[];
  /** Record id → page id. */
  pageOf: number[];
  /** Record ids that sit under a troubleshooting or FAQ heading. */
  troubleshooting: Set<number>;
}

export interface RankedHit {
  id: number;
  score: number;
  /** The indexed terms that matched, for highlighting. */
  terms: string[];
}

const miniOptions = <T>(fields: string[]) =>
  ({
    fields,
    tokenize,
    processTerm: stem,
    // Queries arrive as terms this module already analyzed.
    searchOptions: { tokenize: (text: string) => text.split(' '), processTerm: (term: string) => term },
  }) as ConstructorParameters<typeof MiniSearch<T>>[0];

const kindOf = (record: DocSearchRecord): Kind =>
  record.hierarchy.lvl0 === RELEASES_SECTION ? 'release' : record.hierarchy.lvl0 === API_SECTION ? 'api' : 'doc';

/** The unit results are grouped by: the page, or for the API reference each operation and schema. */
const pageKey = (record: DocSearchRecord) => (kindOf(record) === 'api' ? record.url : record.url.split('#')[0]);

function documents(records: DocSearchRecord[]) {
  const recordDocs: RecordDoc[] = records.map((record, id) => {
    const own = ownText(record);
    return {
      id,
      own,
      path: [record.hierarchy.lvl1, ...LEVELS.map((level) => record.hierarchy[level])].filter((part) => part && part !== own).join(' '),
    };
  });
  const keys = new Map<string, number>();
  const pages: Page[] = [];
  const pageOf: number[] = [];
  const pageDocs: PageDoc[] = [];
  const keywords: string[][] = [];
  const questionDocs: QuestionDoc[] = [];
  records.forEach((record, id) => {
    const key = pageKey(record);
    let page = keys.get(key);
    if (page === undefined) {
      page = pages.push({ kind: kindOf(record), first: id, twins: [] }) - 1;
      keys.set(key, page);
      const api = kindOf(record) === 'api' && record.hierarchy.lvl2;
      pageDocs.push({
        id: page,
        section: record.hierarchy.lvl0,
        title: api ? record.hierarchy.lvl2! : record.hierarchy.lvl1,
        about: '',
        headings: '',
      });
    }
    pageOf.push(page);
    const doc = pageDocs[page];
    if (record.type === 'lvl1' || (record.type === 'content' && kindOf(record) === 'api' && !doc.about)) doc.about = record.content ?? '';
    else if (record.type !== 'content' && kindOf(record) !== 'api') doc.headings += ` ${record.hierarchy[record.type]}`;
    if (record.keywords) keywords[page] = record.keywords;
    for (const text of record.questions ?? []) questionDocs.push({ id: questionDocs.length, page, text });
  });
  linkTwins(pages, records);
  const troubleshooting = new Set(
    records.flatMap((record, id) => (LEVELS.some((level) => TROUBLESHOOTING_HEADING.test(record.hierarchy[level] ?? '')) ? [id] : [])),
  );
  return {
    recordDocs,
    pageDocs,
    pages,
    pageOf,
    troubleshooting,
    keywordIndex: buildKeywordIndex(Array.from(pages, (_, page) => keywords[page])),
    questionIndex: questionIndexOf(questionDocs),
  };
}

/**
 * Finds each doc page's twins: the same page in another documentation set (section), which has the
 * same route under its set's root ('/cp/guide/connect/snowflake' and '/oss/guide/connect/snowflake'),
 * or the same last path segment or the same title when no other page of either set has it
 * ('/cp/guide/change-tz' and '/oss/guide/settings/change-tz'). The reader's chosen set then puts its
 * own page before its twin.
 */
export function linkTwins(pages: Page[], records: DocSearchRecord[]): void {
  const keyed = new Map<string, Map<string, number[]>>();
  pages.forEach((page, id) => {
    if (page.kind !== 'doc') return;
    const record = records[page.first];
    const route = record.url.split('#')[0].replace(/\/$/, '');
    const keys = [
      `route ${route.split('/').slice(2).join('/')}`,
      `slug ${route.split('/').pop()}`,
      `title ${record.hierarchy.lvl1.toLowerCase()}`,
    ];
    for (const key of keys) {
      const bySection = keyed.get(key) ?? new Map<string, number[]>();
      keyed.set(key, bySection);
      bySection.set(record.hierarchy.lvl0, [...(bySection.get(record.hierarchy.lvl0) ?? []), id]);
    }
  });
  for (const [key, bySection] of keyed) {
    const groups = [...bySection.values()];
    // A last segment or title that several pages of one set share ('overview') names no one page.
    if (groups.length < 2 || (!key.startsWith('route ') && groups.some((group) => group.length > 1))) continue;
    for (const group of groups)
      for (const page of group)
        for (const other of groups)
          if (other !== group) for (const twin of other) if (!pages[page].twins.includes(twin)) pages[page].twins.push(twin);
  }
}

function questionIndexOf(questionDocs: QuestionDoc[]): MiniSearch<QuestionDoc> {
  const index = new MiniSearch<QuestionDoc>({ ...miniOptions<QuestionDoc>(['text']), storeFields: ['page'] });
  index.addAll(questionDocs);
  return index;
}

/** Builds the indexes in one go (scripts and tests). */
export function buildSearchIndex(records: DocSearchRecord[]): SearchIndex {
  const { recordDocs, pageDocs, pages, pageOf, troubleshooting, keywordIndex, questionIndex } = documents(records);
  const recordIndex = new MiniSearch<RecordDoc>(miniOptions<RecordDoc>(['own', 'path']));
  recordIndex.addAll(recordDocs);
  const pageIndex = new MiniSearch<PageDoc>(miniOptions<PageDoc>(PAGE_FIELDS));
  pageIndex.addAll(pageDocs);
  return { records, recordIndex, pageIndex, questionIndex, keywordIndex, pages, pageOf, troubleshooting };
}

/**
 * Builds the page index at once (a few hundred small documents) and returns it with the record
 * index still empty; `complete` resolves once the record index is built, in chunks that yield to the
 * browser. The first query is answered from the page index while the records are indexed.
 */
export function buildSearchIndexProgressively(records: DocSearchRecord[]): { index: SearchIndex; complete: Promise<void> } {
  const { recordDocs, pageDocs, pages, pageOf, troubleshooting, keywordIndex, questionIndex } = documents(records);
  const pageIndex = new MiniSearch<PageDoc>(miniOptions<PageDoc>(PAGE_FIELDS));
  pageIndex.addAll(pageDocs);
  const index: SearchIndex = { records, recordIndex: null, pageIndex, questionIndex, keywordIndex, pages, pageOf, troubleshooting };
  const recordIndex = new MiniSearch<RecordDoc>(miniOptions<RecordDoc>(['own', 'path']));
  const complete = recordIndex.addAllAsync(recordDocs, { chunkSize: 400 }).then(() => {
    index.recordIndex = recordIndex;
  });
  return { index, complete };
}

/** Share of the query's concepts that `matched` (query terms) covers, each through any of its alternatives. */
function coverage(concepts: Concept[], matched: Set<string>): number {
  let covered = 0;
  for (const concept of concepts) if (concept.alternatives.some((alternative) => alternative.every((term) => matched.has(term)))) covered++;
  return concepts.length ? covered / concepts.length : 0;
}

export interface AnalyzedQuery {
  concepts: Concept[];
  terms: string[];
  weights: Map<string, number>;
  prefix: Set<string>;
  /** The last word, when it may still be being typed. */
  last?: string;
  intent: QueryIntent;
  /** The edition the query names ('self hosted'): docs of the other edition rank lower. */
  edition?: Edition;
}

/** The query as concepts (a word, or a phrase with its synonyms) and the weighted terms to look up. */
export function analyzeQuery(query: string): AnalyzedQuery {
  let text = query;
  const intent = queryIntent(query);
  // The product's name is on every page: it says nothing about which one is wanted.
  if (tokenize(query).length > 2) text = text.replace(/\bwren[\s-]*ai\b/gi, ' ');
  // In 'when did databricks support arrive' only 'databricks' says what the release added.
  if (intent.history) text = text.replace(HISTORY_WORDS, ' ');
  const concepts = expandSynonyms(text);
  const stems = concepts.map((concept) => concept.alternatives[0]).flat();
  const weights = new Map<string, number>();
  for (const concept of concepts) {
    concept.alternatives.forEach((alternative, i) => {
      for (const term of alternative) weights.set(term, Math.max(weights.get(term) ?? 0, i === 0 ? 1 : RANK_WEIGHTS.synonym));
    });
  }
  // The last word may still be being typed; long words may be the start of a compound ('calcul').
  const prefix = new Set<string>();
  const last = stems.at(-1);
  // A single letter after other words would expand to most of the vocabulary for little: it waits for a second letter.
  if (last && !/\s$/.test(query) && (last.length > 1 || stems.length === 1)) prefix.add(last);
  for (const term of stems) if (term.length >= 5) prefix.add(term);
  return {
    concepts,
    terms: [...weights.keys()],
    weights,
    prefix,
    last: prefix.has(last ?? '') && !/\s$/.test(query) ? last : undefined,
    intent,
    edition: namedEdition(query),
  };
}

/** Whether the index has the term as a word of its own (then it needs no typo tolerance). */
function knows(index: { search: unknown }, term: string): boolean {
  return Boolean((index as unknown as { _index: { get(term: string): unknown } })._index.get(term));
}

/** How far a term may be misspelt: a quarter of a long word, one letter of a four-letter one, none below. */
const fuzziness = (term: string) => (term.length >= 5 ? 0.25 : term.length === 4 ? 1 : false);

/**
 * Each index's results per term, kept between keystrokes: typing the last word of a question leaves
 * the other words' results as they were, so only the word being typed is looked up again.
 */
const termResults = new WeakMap<object, Map<string, MiniResult[]>>();
const TERM_RESULTS_KEPT = 256;

/**
 * The index's results for the query's terms. A term in `known` (a word the site uses) is not also
 * read as the start of longer words ('config' is not 'configur…'), unless it is the last word, which
 * may still be being typed. Typos stay tolerated (fuzzy) for all.
 */
function lookup<T>(
  index: MiniSearch<T>,
  analyzed: AnalyzedQuery,
  extra: { boost?: Record<string, number>; boostDocument?: (id: unknown) => number },
  known: Set<string>,
): MiniResult[] {
  if (!analyzed.terms.length) return [];
  let kept = termResults.get(index);
  if (!kept) termResults.set(index, (kept = new Map()));
  const combined = new Map<unknown, MiniResult>();
  const boosts = JSON.stringify(extra.boost ?? null);
  for (const term of analyzed.terms) {
    const prefix = analyzed.prefix.has(term) && (!known.has(term) || term === analyzed.last);
    const weight = analyzed.weights.get(term) ?? 1;
    const key = `${term} ${prefix} ${weight} ${boosts}`;
    let results = kept.get(key);
    if (!results) {
      if (kept.size >= TERM_RESULTS_KEPT) kept.clear();
      results = index.search(term, { prefix, fuzzy: fuzziness(term), boostTerm: () => weight, ...extra });
      kept.set(key, results);
    }
    for (const result of results) {
      const entry = combined.get(result.id);
      if (!entry) {
        combined.set(result.id, { ...result, terms: [...result.terms], queryTerms: [...result.queryTerms] });
        continue;
      }
      entry.score += result.score;
      for (const found of result.terms) if (!entry.terms.includes(found)) entry.terms.push(found);
      entry.queryTerms.push(...result.queryTerms);
    }
  }
  // As MiniSearch scores an OR query: the sum of the terms' scores, times the number of query terms matched.
  const merged = [...combined.values()];
  for (const result of merged) result.score *= result.queryTerms.length;
  return merged.sort((a, b) => b.score - a.score);
}

/**
 * In the reader's chosen set, a page ranks as well as its best-ranked twin in another set would
 * (then the context boost puts it first): with Cloud chosen, 'connect to a postgres database' opens
 * on the Cloud page even where the open-source page matched the words better. A twin that did not
 * match at all joins the results with its title.
 */
function preferTwins(
  ranked: { page: number; score: number; hits: RankedHit[] }[],
  pages: Page[],
  records: DocSearchRecord[],
  preferred: string,
): void {
  const byPage = new Map(ranked.map((entry) => [entry.page, entry]));
  for (const entry of [...ranked]) {
    if (records[pages[entry.page].first].hierarchy.lvl0 === preferred) continue;
    for (const twin of pages[entry.page].twins) {
      if (records[pages[twin].first].hierarchy.lvl0 !== preferred) continue;
      let own = byPage.get(twin);
      if (!own) {
        own = { page: twin, score: 0, hits: [{ id: pages[twin].first, score: 0, terms: [] }] };
        byPage.set(twin, own);
        ranked.push(own);
      }
      own.score = Math.max(own.score, entry.score * CONTEXT_BOOST);
    }
  }
}

/** Ranks the records for a query: page by page, best page first, at most DISTINCT hits per page. */
export function rankRecords(index: SearchIndex, query: string, context: SearchContext = {}): RankedHit[] {
  const analyzed = analyzeQuery(query);
  const preferred = context.section && !analyzed.edition ? context.section : undefined;
  const { records, pages, pageOf } = index;
  const known = new Set(analyzed.terms.filter((term) => knows(index.recordIndex ?? index.pageIndex, term)));
  const recordResults = !index.recordIndex
    ? []
    : lookup(
        index.recordIndex,
        analyzed,
        {
          boost: { own: RANK_WEIGHTS.own, path: RANK_WEIGHTS.path },
          boostDocument: (id: unknown) => TYPE_BOOST[records[id as number].type],
        },
        known,
      );
  const pageResults = lookup(
    index.pageIndex,
    analyzed,
    { boost: { section: RANK_WEIGHTS.section, title: RANK_WEIGHTS.title, about: RANK_WEIGHTS.about, headings: RANK_WEIGHTS.headings } },
    known,
  );
  const keywordMatches = matchKeywords(index.keywordIndex, analyzed.weights, analyzed.last);
  const questionResults = lookup(index.questionIndex, analyzed, {}, known);
  if (!recordResults.length && !pageResults.length && !keywordMatches.size && !questionResults.length) return [];
  // A typo match is a guess: it covers a query word only when the site has no such word of its own
  // ('invoices' is not covered by 'invite' when another page says 'invoices').
  const siteWords = new Set(
    analyzed.terms.filter(
      (term) => known.has(term) || knows(index.pageIndex, term) || knows(index.questionIndex, term) || index.keywordIndex.rarity.has(term),
    ),
  );
  const matchedTerms = (result: MiniResult) =>
    result.queryTerms.filter((term) => !siteWords.has(term) || result.terms.some((found) => found.startsWith(term)));

  interface Tally {
    best: number;
    second: number;
    pageScore: number;
    keywordScore: number;
    questionScore: number;
    matched: Set<string>;
    hits: RankedHit[];
  }
  const tallies = new Map<number, Tally>();
  const tally = (page: number) => {
    let entry = tallies.get(page);
    if (!entry)
      tallies.set(page, (entry = { best: 0, second: 0, pageScore: 0, keywordScore: 0, questionScore: 0, matched: new Set(), hits: [] }));
    return entry;
  };
  let maxRecord = 0;
  for (const result of recordResults) {
    const matched = matchedTerms(result);
    const own = coverage(analyzed.concepts, new Set(matched));
    const task = !analyzed.intent.problem && index.troubleshooting.has(result.id as number) ? RANK_WEIGHTS.troubleshooting : 1;
    const score = result.score * (RANK_WEIGHTS.recordFloor + (1 - RANK_WEIGHTS.recordFloor) * own * own) * task;
    maxRecord = Math.max(maxRecord, score);
    const entry = tally(pageOf[result.id as number]);
    for (const term of matched) entry.matched.add(term);
    entry.hits.push({ id: result.id as number, score, terms: result.terms });
  }
  let maxPage = 0;
  for (const result of pageResults) {
    const entry = tally(result.id as number);
    entry.pageScore = result.score;
    maxPage = Math.max(maxPage, result.score);
    for (const term of matchedTerms(result)) entry.matched.add(term);
  }
  let maxKeywords = 0;
  for (const [page, match] of keywordMatches) {
    const entry = tally(page);
    entry.keywordScore = match.score;
    maxKeywords = Math.max(maxKeywords, match.score);
    for (const term of match.terms) entry.matched.add(term);
  }

  let maxQuestion = 0;
  for (const result of questionResults) {
    // A question counts by how much of the query it covers: one that says what the reader asked, not one that shares a word.
    const matched = matchedTerms(result);
    const score = result.score * coverage(analyzed.concepts, new Set(matched)) ** 2;
    const entry = tally(result.page as number);
    if (score <= entry.questionScore) continue;
    entry.questionScore = score;
    maxQuestion = Math.max(maxQuestion, score);
    for (const term of matched) entry.matched.add(term);
  }

  const ranked: { page: number; score: number; hits: RankedHit[] }[] = [];
  for (const [page, entry] of tallies) {
    entry.hits.sort((a, b) => b.score - a.score);
    const best = entry.hits[0]?.score ?? 0;
    const second = entry.hits[1]?.score ?? 0;
    const covered = coverage(analyzed.concepts, entry.matched);
    const kind = pages[page].kind;
    const section = records[pages[page].first].hierarchy.lvl0;
    const factor =
      kindFactor(kind, analyzed.intent) *
      (preferred && section === preferred ? CONTEXT_BOOST : 1) *
      (kind === 'doc' && analyzed.edition && !analyzed.edition.section.test(section) ? RANK_WEIGHTS.otherEdition : 1);
    const score =
      ((maxRecord ? (best + RANK_WEIGHTS.second * second) / maxRecord : 0) +
        (maxPage ? (RANK_WEIGHTS.page * entry.pageScore) / maxPage : 0) +
        (maxKeywords ? (RANK_WEIGHTS.keywords * entry.keywordScore) / maxKeywords : 0) +
        (maxQuestion ? (RANK_WEIGHTS.questions * entry.questionScore) / maxQuestion : 0)) *
      covered ** RANK_WEIGHTS.coverage *
      factor;
    const hits = entry.hits.length ? entry.hits.slice(0, DISTINCT) : [{ id: pages[page].first, score: 0, terms: [] }];
    ranked.push({ page, score, hits });
  }
  if (preferred) preferTwins(ranked, pages, records, preferred);
  ranked.sort((a, b) => b.score - a.score);
  return ranked.flatMap((entry) => entry.hits.map((hit) => ({ ...hit, score: entry.score })));
}
