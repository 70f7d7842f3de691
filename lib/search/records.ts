import type { SearchBlock } from '@/lib/content/markdown/rehype-search-blocks';
import type { DocSearchRecord, Hierarchy, RecordType } from './types';

export interface RecordSource {
  route: string;
  /** The section: 'Wren AI Cloud', 'Release notes'… */
  lvl0: string;
  title: string;
  /** The page's description (its frontmatter summary), kept as the content of the page record. */
  description?: string;
  /** The frontmatter's keywords, kept on the page record. */
  keywords?: string[];
  /** The frontmatter's questions, kept on the page record. */
  questions?: string[];
  blocks: SearchBlock[];
}

/** Longest content kept per record; long paragraphs are cut at a word boundary. */
export const MAX_CONTENT = 600;

function truncate(text: string): string {
  if (text.length <= MAX_CONTENT) return text;
  const cut = text.slice(0, MAX_CONTENT);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : MAX_CONTENT)}…`;
}

const emptyLevels = { lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };

/**
 * One record for the page, one per heading and one per block of prose, each carrying the headings
 * above it. Ids are the URL plus a counter per URL, so they stay put while the page is unchanged above.
 */
export function buildRecords(source: RecordSource): DocSearchRecord[] {
  const levels: Hierarchy = { lvl0: source.lvl0, lvl1: source.title, ...emptyLevels };
  const records: DocSearchRecord[] = [];
  const counters = new Map<string, number>();
  let url = source.route;
  const push = (type: RecordType, content: string | null) => {
    const n = counters.get(url) ?? 0;
    counters.set(url, n + 1);
    records.push({ objectID: `${url}::${n}`, type, hierarchy: { ...levels }, content, url });
  };
  push('lvl1', source.description ? truncate(source.description) : null);
  if (source.keywords?.length) records[0].keywords = source.keywords;
  if (source.questions?.length) records[0].questions = source.questions;
  for (const block of source.blocks) {
    if (block.kind === 'heading') {
      const depth = Math.min(block.depth, 6) as 2 | 3 | 4 | 5 | 6;
      levels[`lvl${depth}`] = block.text;
      for (let d = depth + 1; d <= 6; d++) levels[`lvl${d}` as keyof Hierarchy] = null as never;
      url = block.id ? `${source.route}#${block.id}` : source.route;
      push(`lvl${depth}`, null);
    } else {
      push('content', truncate(block.text));
    }
  }
  return records;
}

/** The record's own text: its heading for a heading record, its prose for a content record. */
export function ownText(record: DocSearchRecord): string {
  if (record.type === 'content') return record.content ?? '';
  return record.hierarchy[record.type] ?? '';
}
