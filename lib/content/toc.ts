import type { Heading } from './markdown/rehype-headings';

export const TOC_MIN_DEPTH = 2;
export const TOC_MAX_DEPTH = 3;

/** The headings a page's table of contents shows: levels 2 to 3, without their source lines (the page does not need them). */
export function tableOfContents(headings: Heading[]): Heading[] {
  return headings
    .filter((heading) => heading.depth >= TOC_MIN_DEPTH && heading.depth <= TOC_MAX_DEPTH)
    .map(({ depth, text, id }) => ({ depth, text, id }));
}
