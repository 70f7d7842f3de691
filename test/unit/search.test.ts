import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import { renderMarkdown } from '@/lib/content/markdown/render';
import { createAlgoliaClient } from '@/lib/search/algolia';
import { chatRequest, createSseParser, passagesFrom, streamAnswer } from '@/lib/search/ask-ai';
import { compactRecords, expandRecords } from '@/lib/search/compact';
import { resolveSearchConfig } from '@/lib/search/config';
import { createEmbeddedClient } from '@/lib/search/embedded';
import { KEYWORD_FILE, rankedPages, relevance } from '@/lib/search/evaluate';
import { withFallback } from '@/lib/search/fallback';
import { groupHits } from '@/lib/search/group';
import { highlight, snippet, splitHighlight, snippetWords } from '@/lib/search/hit-highlight';
import { MAX_QUERY_LENGTH, normalizeQuery, tokenize } from '@/lib/search/query';
import { buildRecords } from '@/lib/search/records';
import { isSearchShortcut } from '@/lib/search/shortcut';
import { addRecent, MAX_FAVOURITES, readSaved, recentLimit, toggleFavourite, trimRecent } from '@/lib/search/storage';
import type { DocSearchRecord, SearchClient, SearchHit } from '@/lib/search/types';
import { ANSWER_PIECES, startFakeAnswers, type FakeAnswers } from '@/test/support/answer-server';
import { closedPort, startFakeAlgolia, type FakeAlgolia } from '@/test/support/algolia-server';

let highlighter: Highlighter;
beforeAll(async () => {
  highlighter = await getHighlighter();
}, 30_000);

const recordsFor = (route: string, title: string, markdown: string) => {
  const { searchBlocks } = renderMarkdown(highlighter, {
    file: 'x.md',
    body: markdown,
    mdx: false,
    bodyStartLine: 1,
    resolveLink: (w) => ({ href: w, target: w }),
  });
  return buildRecords({ route, lvl0: 'Wren AI Cloud', title, blocks: searchBlocks });
};

describe('buildRecords', () => {
  it('makes a page record, one per heading and one per block of prose, in the DocSearch shape', () => {
    const records = recordsFor(
      '/cp/guide/connect/snowflake',
      'Connect to Snowflake',
      [
        'Wren AI reads Snowflake through a user.',
        '## Connection fields',
        '| Field | Default |\n| --- | --- |\n| `account` | none |',
        '### Key-pair authentication',
        ':::tip\nUse a key pair.\n:::',
        '```sql\nGRANT USAGE ON WAREHOUSE wh TO ROLE wren;\n```',
      ].join('\n\n'),
    );
    expect(records.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content])).toEqual([
      ['lvl1', '/cp/guide/connect/snowflake', null, null, null],
      ['content', '/cp/guide/connect/snowflake', null, null, 'Wren AI reads Snowflake through a user.'],
      ['lvl2', '/cp/guide/connect/snowflake#connection-fields', 'Connection fields', null, null],
      ['content', '/cp/guide/connect/snowflake#connection-fields', 'Connection fields', null, 'Field · Default'],
      ['content', '/cp/guide/connect/snowflake#connection-fields', 'Connection fields', null, 'account · none'],
      ['lvl3', '/cp/guide/connect/snowflake#key-pair-authentication', 'Connection fields', 'Key-pair authentication', null],
      ['content', '/cp/guide/connect/snowflake#key-pair-authentication', 'Connection fields', 'Key-pair authentication', 'Use a key pair.'],
    ]);
    expect(records[0].hierarchy).toMatchObject({ lvl0: 'Wren AI Cloud', lvl1: 'Connect to Snowflake' });
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
    expect(records[3].objectID).toBe('/cp/guide/connect/snowflake#connection-fields::1');
  });

  it('clears deeper levels when a shallower heading follows', () => {
    const records = recordsFor('/p', 'P', '## A\n\n### B\n\nText\n\n## C\n\nMore');
    expect(records.at(-1)!.hierarchy).toMatchObject({ lvl2: 'C', lvl3: null });
  });

  it('survives a round trip through the compact index file', () => {
    const records = recordsFor('/p', 'P', '## A\n\nOne\n\nTwo\n\n## B\n\nThree');
    expect(expandRecords(JSON.parse(JSON.stringify(compactRecords(records))))).toEqual(records);
    expect(() => expandRecords({ version: 2 } as never)).toThrow('unknown format');
  });

  it('stores each heading once, under its parent, with its anchor only when it is not the plain slug', () => {
    const records = recordsFor(
      '/p',
      'P',
      "### Skipped a level\n\nOne\n\n## Set up\n\n### Set up\n\nTwo\n\n## Set up\n\n## What's new?\n\nThree",
    );
    const compact = compactRecords(records);
    expect(expandRecords(JSON.parse(JSON.stringify(compact)))).toEqual(records);
    const headings = compact.places.filter((place) => typeof place[0] === 'number');
    expect(headings.map(([, level, text, contents, anchor]) => [level, text, contents.length, anchor])).toEqual([
      [3, 'Skipped a level', 2, undefined],
      [2, 'Set up', 1, undefined],
      [3, 'Set up', 2, 'set-up-1'],
      [2, 'Set up', 1, 'set-up-2'],
      [2, "What's new?", 2, undefined],
    ]);
  });

  it('refuses records it could not give back in the same order', () => {
    const [page, heading, text] = recordsFor('/p', 'P', '## A\n\nOne');
    expect(() => compactRecords([page, heading, text, { ...page, objectID: '/p::9' }])).toThrow(
      "Search record /p::9 comes after another place's records",
    );
    expect(() => compactRecords([page, { ...heading, type: 'content' }])).toThrow(
      'Search record /p#a::0 is a content record where the index expects a lvl2 record.',
    );
  });
});

describe('queries and highlighting', () => {
  it('caps the query at 64 characters and tokenizes without stopwords', () => {
    expect(normalizeQuery('x'.repeat(100))).toHaveLength(MAX_QUERY_LENGTH);
    expect(tokenize('How do I connect WREN_AI_SERVICE_PORT?')).toEqual(['connect', 'wren', 'ai', 'service', 'port']);
  });

  it('highlights matching words and cuts snippets to the asked number of words', () => {
    expect(highlight('Connect to Snowflake now', ['snow']).value).toBe('Connect to __ais-highlight__Snowflake__/ais-highlight__ now');
    const cut = snippet('one two three four five six seven eight nine ten eleven twelve Snowflake fourteen fifteen', ['snowflake'], 5);
    expect(cut.value).toBe('… eleven twelve __ais-highlight__Snowflake__/ais-highlight__ fourteen fifteen');
    expect(snippetWords(['content:5'], 'content')).toBe(5);
    expect(snippetWords(undefined, 'content')).toBe(10);
  });

  it('splits highlighted values into text segments, so markup in the text stays text', () => {
    expect(splitHighlight('<img src=x onerror=alert(1)> __ais-highlight__key__/ais-highlight__')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', highlighted: false },
      { text: 'key', highlighted: true },
    ]);
  });

  it('recognises Ctrl+K and Cmd+K only', () => {
    expect(isSearchShortcut({ key: 'k', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false })).toBe(true);
    expect(isSearchShortcut({ key: 'K', ctrlKey: false, metaKey: true, altKey: false, shiftKey: false })).toBe(true);
    expect(isSearchShortcut({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false })).toBe(false);
    expect(isSearchShortcut({ key: 'k', ctrlKey: true, metaKey: false, altKey: false, shiftKey: true })).toBe(false);
    const slash = { key: '/', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isSearchShortcut(slash)).toBe(true);
    expect(isSearchShortcut({ ...slash, target: { tagName: 'INPUT' } as unknown as EventTarget })).toBe(false);
    expect(isSearchShortcut({ ...slash, ctrlKey: true })).toBe(false);
  });
});

const site: DocSearchRecord[] = [
  ...recordsFor(
    '/cp/guide/connect/snowflake',
    'Connect to Snowflake',
    'Give Wren AI a Snowflake user.\n\n## Connection fields\n\nThe account identifier and warehouse.',
  ),
  ...recordsFor(
    '/cp/guide/connect/bigquery',
    'Connect to BigQuery',
    'Use a service account key.\n\n## Permissions\n\nGrant the BigQuery Data Viewer role. Unlike Snowflake, no warehouse.',
  ),
  ...recordsFor('/oss/installation', 'Install Wren AI', 'Run the launcher.\n\n## Ports\n\nThe UI listens on port 3000.'),
];

describe('the embedded provider', () => {
  const client = createEmbeddedClient(async () => site);
  const search = async (query: string) =>
    (await client.search([{ indexName: 'docs', query, attributesToSnippet: ['content:10'] }])).results[0];

  it('ranks the page about a thing above pages that mention it', async () => {
    expect(rankedPages((await search('snowflake')).hits.map((hit) => hit.url))[0]).toBe('/cp/guide/connect/snowflake');
  });

  it('matches prefixes as you type, small typos and several words', async () => {
    expect((await search('bigq')).hits[0].url).toContain('/cp/guide/connect/bigquery');
    expect((await search('snowflak')).hits[0].url).toContain('/cp/guide/connect/snowflake');
    expect((await search('bigqeury')).hits[0].url).toContain('/cp/guide/connect/bigquery');
    expect(rankedPages((await search('ui port')).hits.map((hit) => hit.url))[0]).toBe('/oss/installation');
  });

  it('answers in the Algolia shape with highlights and snippets, and nothing for an empty query', async () => {
    const result = await search('warehouse');
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.hits[0]._snippetResult?.content?.value).toContain('__ais-highlight__warehouse__/ais-highlight__');
    expect((await search('   ')).hits).toEqual([]);
  });

  it('retries loading the index after a failure', async () => {
    let attempts = 0;
    const flaky = createEmbeddedClient(async () => {
      if (++attempts === 1) throw new Error('offline');
      return site;
    });
    await expect(flaky.search([{ indexName: 'docs', query: 'snowflake' }])).rejects.toThrow('offline');
    expect((await flaky.search([{ indexName: 'docs', query: 'snowflake' }])).results[0].nbHits).toBeGreaterThan(0);
  });
});

describe('grouping, saved hits and relevance scoring', () => {
  it('groups by section with at most 5 per group, each URL once', () => {
    const hits = Array.from({ length: 8 }, (_, i) => ({
      ...site[0],
      url: `/cp/a${i}`,
      hierarchy: { ...site[0].hierarchy, lvl0: i < 7 ? 'Cloud' : 'Open Source' },
    }));
    expect(groupHits([...hits, hits[0]]).map((group) => [group.section, group.hits.length])).toEqual([
      ['Cloud', 5],
      ['Open Source', 1],
    ]);
  });

  it('keeps 7 recent searches (4 shown with favourites) and up to 10 favourites', () => {
    let recent: ReturnType<typeof addRecent> = [];
    for (let i = 0; i < 9; i++) recent = addRecent(recent, { url: `/p${i}`, title: `P${i}`, section: 'S' });
    expect(recent.map((r) => r.url)).toEqual(['/p8', '/p7', '/p6', '/p5', '/p4', '/p3', '/p2']);
    expect(addRecent(recent, recent[3])[0].url).toBe('/p5');
    expect(recentLimit([])).toBe(7);
    let favourites: typeof recent = [];
    for (let i = 0; i < 12; i++) favourites = toggleFavourite(favourites, { url: `/f${i}`, title: 'F', section: 'S' });
    expect(favourites).toHaveLength(MAX_FAVOURITES);
    expect(recentLimit(favourites)).toBe(4);
    expect(toggleFavourite(favourites, favourites[0])).toHaveLength(MAX_FAVOURITES - 1);
    expect(readSaved({ getItem: () => 'not json' }, 'k')).toEqual([]);
  });

  it('stores no more than 4 recent searches once a favourite is saved', () => {
    let recent: ReturnType<typeof addRecent> = [];
    for (let i = 0; i < 9; i++) recent = addRecent(recent, { url: `/p${i}`, title: `P${i}`, section: 'S' });
    const favourites = toggleFavourite([], { url: '/f', title: 'F', section: 'S' });
    expect(trimRecent(recent, favourites).map((r) => r.url)).toEqual(['/p8', '/p7', '/p6', '/p5']);
    expect(addRecent(recent, { url: '/new', title: 'New', section: 'S' }, favourites).map((r) => r.url)).toEqual([
      '/new',
      '/p8',
      '/p7',
      '/p6',
    ]);
    expect(trimRecent(recent, [])).toHaveLength(7);
  });

  it('scores hit@1, hit@5 and MRR by page', () => {
    const scores = relevance(
      [
        { query: 'a', expected: ['/x'] },
        { query: 'b', expected: ['/y'] },
      ],
      (q) => (q === 'a' ? ['/x#h', '/x#i', '/z'] : ['/z', '/y']),
    );
    expect([scores.hitAt1, scores.hitAt5, scores.mrr]).toEqual([0.5, 1, 0.75]);
  });

  it('keeps the relevance query set grounded: every expected page exists', () => {
    const set = JSON.parse(readFileSync(KEYWORD_FILE, 'utf8')) as { query: string; expected: string[] }[];
    expect(set.length).toBeGreaterThanOrEqual(40);
    for (const { expected } of set) expect(expected.length).toBeGreaterThan(0);
  });
});

describe('configuration', () => {
  it('uses Algolia only with app id, key and index, and lets the host page override', () => {
    expect(resolveSearchConfig({}, undefined)).toEqual({ algolia: undefined, askAiEndpoint: undefined, askAiModel: undefined });
    expect(
      resolveSearchConfig({ NEXT_PUBLIC_ALGOLIA_APP_ID: 'A', NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'k' }, undefined).algolia,
    ).toBeUndefined();
    expect(
      resolveSearchConfig(
        { NEXT_PUBLIC_ALGOLIA_APP_ID: 'A', NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'k', NEXT_PUBLIC_ALGOLIA_INDEX: 'docs' },
        { algolia: { hosts: ['http://127.0.0.1:9'] } },
      ).algolia,
    ).toEqual({ appId: 'A', apiKey: 'k', indexName: 'docs', hosts: ['http://127.0.0.1:9'] });
  });
});

describe('the Algolia provider against a local Algolia-protocol server', () => {
  let fake: FakeAlgolia;
  beforeAll(async () => {
    fake = await startFakeAlgolia(site);
  });
  afterAll(async () => {
    await fake?.close();
  });
  const config = (hosts: string[]) => ({ appId: 'TESTAPP', apiKey: 'search-only', indexName: 'docs', hosts });
  const request = {
    indexName: 'ignored',
    query: 'snowflake',
    hitsPerPage: 20,
    attributesToSnippet: ['content:10'],
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
  };

  it('sends the multi-index query and reads results, hits, nbHits and queryID', async () => {
    const response = await createAlgoliaClient(config([fake.url])).search([request]);
    expect(fake.calls).toContain('POST /1/indexes/*/queries');
    expect(response.servedBy).toBe('algolia');
    expect(response.results[0].nbHits).toBeGreaterThan(0);
    expect(response.results[0].queryID).toBe('fake-0');
    expect(response.results[0].hits[0].url).toContain('/cp/guide/connect/snowflake');
  });

  it('moves on to the next host when one is down', async () => {
    const response = await createAlgoliaClient(config([await closedPort(), fake.url])).search([request]);
    expect(response.results[0].nbHits).toBeGreaterThan(0);
  });

  it('gives up on a host slower than its timeouts (connect 1 s, read 2 s), and the fallback answers', async () => {
    fake.delay = 2600;
    const embedded: SearchClient = createEmbeddedClient(async () => site);
    const started = Date.now();
    const response = await withFallback(createAlgoliaClient(config([fake.url])), embedded).search([request]);
    fake.delay = 0;
    expect(response.servedBy).toBe('embedded-fallback');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(response.results[0].hits[0].url).toContain('/cp/guide/connect/snowflake');
  }, 15_000);

  it('fails when every host is down and no fallback is given', async () => {
    await expect(createAlgoliaClient(config([await closedPort()])).search([request])).rejects.toThrow();
  });
});

describe('Ask AI', () => {
  let answers: FakeAnswers;
  beforeAll(async () => {
    answers = await startFakeAnswers();
  });
  afterAll(async () => {
    await answers?.close();
  });

  it('parses server-sent events split anywhere, and notices [DONE]', () => {
    const parse = createSseParser();
    expect(parse('data: {"choices":[{"delta":{"content":"Hel')).toEqual({ deltas: [], done: false });
    expect(parse('lo"}}]}\n\ndata: not json\n\ndata: [DONE]\n\n')).toEqual({ deltas: ['Hello'], done: true });
  });

  it('grounds the request in the passages and streams the answer', async () => {
    const passages = passagesFrom(
      (await createEmbeddedClient(async () => site).search([{ indexName: 'd', query: 'snowflake' }])).results[0].hits,
    );
    const body = chatRequest('How do I connect Snowflake?', passages);
    expect(body.messages[1].content).toMatch(/\[1\] Wren (AI Cloud|GenBI Classic): Connect to Snowflake/);
    let text = '';
    await streamAnswer(answers.url, body, (delta) => {
      text += delta;
    });
    expect(text).toBe(ANSWER_PIECES.join(''));
    expect(answers.bodies.at(-1)).toMatchObject({ stream: true });
  });

  it('gives a passage two editions repeat once, from the better-ranked hit, with its edition', () => {
    const hit = (url: string, lvl0: string, content: string) =>
      ({ url, content, type: 'content', objectID: url, hierarchy: { lvl0, lvl1: 'Connect to Snowflake', lvl2: 'Fields' } }) as SearchHit;
    const passages = passagesFrom([
      hit('/cp/guide/connect/snowflake#fields', 'Wren AI Cloud', 'Account:  your account id.'),
      hit('/oss/guide/connect/snowflake#fields', 'Wren GenBI Classic', 'Account: your account id.'),
      hit('/oss/guide/connect/snowflake#steps', 'Wren GenBI Classic', 'Open Settings.'),
    ]);
    expect(passages.map((passage) => [passage.url, passage.edition])).toEqual([
      ['/cp/guide/connect/snowflake#fields', 'Wren AI Cloud'],
      ['/oss/guide/connect/snowflake#steps', 'Wren GenBI Classic'],
    ]);
  });

  it('rejects when the stream is cut before it finishes, keeping what arrived', async () => {
    answers.mode = 'cut';
    let text = '';
    await expect(
      streamAnswer(answers.url, {}, (delta) => {
        text += delta;
      }),
    ).rejects.toThrow('cut off');
    expect(text).toBe(ANSWER_PIECES.slice(0, 3).join(''));
    answers.mode = 'complete';
  });
});
