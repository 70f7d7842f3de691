import { stem } from './stem';
import type { HighlightResult } from './types';

/** Tags wrapped around matches; chosen so they cannot be confused with HTML in the text. */
export const HIGHLIGHT_PRE = '__ais-highlight__';
export const HIGHLIGHT_POST = '__/ais-highlight__';

const WORD = /[\p{L}\p{N}]+/gu;

function matches(word: string, terms: string[]): boolean {
  const lower = word.toLowerCase();
  const stemmed = stem(lower);
  // Terms are the reader's words or index terms, which are stems ('polici' for 'policy').
  return terms.some((term) => lower.startsWith(term) || stemmed.startsWith(term));
}

/** Wraps every word that starts with one of `terms` in the tags. */
export function highlight(text: string, terms: string[], pre = HIGHLIGHT_PRE, post = HIGHLIGHT_POST): HighlightResult {
  let matched = 0;
  const value = text.replace(WORD, (word) => {
    if (!matches(word, terms)) return word;
    matched++;
    return `${pre}${word}${post}`;
  });
  const full = terms.length > 0 && terms.every((term) => text.toLowerCase().includes(term));
  return { value, matchLevel: matched === 0 ? 'none' : full ? 'full' : 'partial' };
}

/** `words` words around the first match, highlighted, with '…' where text was cut. */
export function snippet(text: string, terms: string[], words: number, pre = HIGHLIGHT_PRE, post = HIGHLIGHT_POST): HighlightResult {
  const tokens = text.split(/\s+/).filter(Boolean);
  const first = Math.max(
    0,
    tokens.findIndex((token) => (token.match(WORD) ?? []).some((word) => matches(word, terms))),
  );
  const start = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const slice = tokens.slice(start, start + words).join(' ');
  const cut = `${start > 0 ? '… ' : ''}${slice}${start + words < tokens.length ? ' …' : ''}`;
  return highlight(cut, terms, pre, post);
}

export interface Segment {
  text: string;
  highlighted: boolean;
}

/** Splits a highlighted value into plain and highlighted text, for rendering as text nodes, never as HTML. */
export function splitHighlight(value: string, pre = HIGHLIGHT_PRE, post = HIGHLIGHT_POST): Segment[] {
  const segments: Segment[] = [];
  let rest = value;
  while (rest) {
    const open = rest.indexOf(pre);
    if (open < 0) {
      segments.push({ text: rest, highlighted: false });
      break;
    }
    if (open > 0) segments.push({ text: rest.slice(0, open), highlighted: false });
    const close = rest.indexOf(post, open + pre.length);
    const end = close < 0 ? rest.length : close;
    segments.push({ text: rest.slice(open + pre.length, end), highlighted: true });
    rest = close < 0 ? '' : rest.slice(close + post.length);
  }
  return segments.filter((segment) => segment.text);
}

/** Reads 'content:10' style snippet settings: attribute → number of words. */
export function snippetWords(attributes: string[] | undefined, attribute: string, fallback = 10): number {
  const entry = attributes?.find((item) => item.split(':')[0] === attribute);
  const words = Number(entry?.split(':')[1]);
  return Number.isFinite(words) && words > 0 ? words : fallback;
}
