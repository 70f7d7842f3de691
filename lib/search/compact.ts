import { tokenize } from './query';
import type { DocSearchRecord, Hierarchy, RecordType } from './types';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

type Contents = (string | null)[];
/** A page record's search words: its keywords (null when it has none) and its questions. */
type PageWords = [keywords: string[] | null, questions?: string[]];
/** A page: its section, title and URL, the contents of its records (the page record's first), and its search words. */
type PagePlace = [lvl0: string, lvl1: string, url: string, contents: Contents, words?: PageWords];
/**
 * A heading: the place it sits under, its level (2–6), its text, the contents of its records (the
 * heading record's first), and its anchor ('' for none) when it is not the heading's plain slug.
 */
type HeadingPlace = [parent: number, level: number, text: string, contents: Contents, anchor?: string];

/**
 * The embedded index file: the site as a tree of places (pages, and headings under their parents),
 * each holding the contents of its records in order. A heading stores only its own text; a record
 * stores only its content: its type, hierarchy, URL and id follow from where it sits.
 */
export interface CompactIndex {
  version: 3;
  places: (PagePlace | HeadingPlace)[];
}

/** The anchor GitHub's slugger gives a heading that has no punctuation it treats specially and is not a repeat. */
const plainSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/ /g, '-');

const deepestLevel = (hierarchy: Hierarchy) => {
  let level = 6;
  while (level > 1 && hierarchy[LEVELS[level]] == null) level--;
  return level;
};

const typeAt = (level: number, first: boolean): RecordType => (first ? (`lvl${Math.max(level, 1)}` as RecordType) : 'content');

/** Questions are only searched, never shown: they are stored as their search terms. */
const searchTerms = (question: string) => tokenize(question).join(' ');

export function compactRecords(records: DocSearchRecord[]): CompactIndex {
  const places: CompactIndex['places'] = [];
  const byUrl = new Map<string, number>();
  // A heading's parent is any place of the same page with the headings above it: its text is what counts, not its anchor.
  const byHierarchy = new Map<string, number>();
  const placeOf = (hierarchy: Hierarchy, url: string): number => {
    const levels = LEVELS.map((level) => hierarchy[level]);
    const key = JSON.stringify([url, ...levels]);
    const known = byUrl.get(key);
    if (known !== undefined) return known;
    const [page, anchor = ''] = url.split('#');
    const level = deepestLevel(hierarchy);
    let index: number;
    if (level <= 1) {
      index = places.push([hierarchy.lvl0, hierarchy.lvl1, page, []]) - 1;
    } else {
      const above = Object.fromEntries(LEVELS.map((name, i) => [name, i < level ? hierarchy[name] : null])) as unknown as Hierarchy;
      const parent = byHierarchy.get(JSON.stringify([page, ...LEVELS.map((name) => above[name])])) ?? placeOf(above, page);
      const text = hierarchy[LEVELS[level]]!;
      index = places.push(anchor === plainSlug(text) ? [parent, level, text, []] : [parent, level, text, [], anchor]) - 1;
    }
    byUrl.set(key, index);
    byHierarchy.set(JSON.stringify([page, ...levels]), index);
    return index;
  };
  let current = -1;
  for (const record of records) {
    const index = placeOf(record.hierarchy, record.url);
    const place = places[index];
    const contents = place[3];
    if (index !== current && contents.length)
      throw new Error(`Search record ${record.objectID} comes after another place's records; a place's records must be consecutive.`);
    current = index;
    const expected = typeAt(deepestLevel(record.hierarchy), contents.length === 0);
    if (record.type !== expected)
      throw new Error(`Search record ${record.objectID} is a ${record.type} record where the index expects a ${expected} record.`);
    contents.push(record.content);
    // Only a page record carries keywords and questions (lib/search/records.ts).
    if (record.type === 'lvl1' && (record.keywords?.length || record.questions?.length)) {
      (place as PagePlace)[4] = record.questions?.length
        ? [record.keywords ?? null, record.questions.map(searchTerms)]
        : [record.keywords!];
    }
  }
  return { version: 3, places };
}

export function expandRecords(index: CompactIndex): DocSearchRecord[] {
  if (index?.version !== 3 || !Array.isArray(index.places)) throw new Error('The search index has an unknown format.');
  const expanded: { hierarchy: Hierarchy; url: string }[] = [];
  const records: DocSearchRecord[] = [];
  // Ids are the URL and a counter per URL, as lib/search/records.ts makes them.
  const counters = new Map<string, number>();
  index.places.forEach((place, i) => {
    let level = 1;
    let words: PageWords | undefined;
    if (typeof place[0] !== 'number') {
      const [lvl0, lvl1, url, , pageWords] = place as PagePlace;
      expanded[i] = { hierarchy: { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }, url };
      words = pageWords;
    } else {
      const [parent, headingLevel, text, , anchor = plainSlug(text)] = place as HeadingPlace;
      const above = expanded[parent];
      const page = above.url.split('#')[0];
      level = headingLevel;
      expanded[i] = { hierarchy: { ...above.hierarchy, [LEVELS[level]]: text }, url: anchor ? `${page}#${anchor}` : page };
    }
    const { hierarchy, url } = expanded[i];
    place[3].forEach((content, n) => {
      const [keywords, questions] = n === 0 && words ? words : [];
      const id = counters.get(url) ?? 0;
      counters.set(url, id + 1);
      records.push({
        objectID: `${url}::${id}`,
        type: typeAt(level, n === 0),
        hierarchy: { ...hierarchy },
        content,
        url,
        ...(keywords ? { keywords } : {}),
        ...(questions ? { questions } : {}),
      });
    });
  });
  return records;
}
