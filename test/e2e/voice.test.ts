import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { narratingPhrases } from '@/lib/content/narration';
import { rawRepositoryReferences } from '@/lib/content/sources';
import { readOutPages, type OutPage } from '@/test/support/out-pages';

/** Every HTML page of the built site, by its address, with the text a reader can see (scripts, styles and templates left out). */
let pages: OutPage[];

const ABOUT_ROUTE = '/about';

beforeAll(() => {
  pages = readOutPages(path.resolve('out'));
}, 600_000);

describe('pages speak about the product', () => {
  it('reads every page of the built site', () => {
    expect(pages.length).toBeGreaterThan(200);
    expect(pages.map((page) => page.route)).toContain(ABOUT_ROUTE);
  });

  it("shows no raw owner/repo@tag:path reference in any page's visible text", () => {
    const found = pages.flatMap((page) => rawRepositoryReferences(page.text).map((reference) => `${page.route}: ${reference}`));
    expect(found, `${found.length} raw repository references in visible text:\n${found.join('\n')}`).toEqual([]);
  });

  it('narrates its own sourcing on exactly one page, About these docs', () => {
    const narrating = pages
      .map((page) => ({ route: page.route, phrases: narratingPhrases(page.text) }))
      .filter((page) => page.phrases.length);
    const others = narrating
      .filter((page) => page.route !== ABOUT_ROUTE)
      .map((page) => `${page.route}: ${page.phrases.map((phrase) => `"${phrase}"`).join(', ')}`);
    expect(others, `${others.length} pages besides ${ABOUT_ROUTE} narrate their sourcing:\n${others.join('\n')}`).toEqual([]);
    expect(narrating.map((page) => page.route)).toEqual([ABOUT_ROUTE]);
  });
});
