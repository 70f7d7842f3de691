import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compactRecords, expandRecords } from '@/lib/search/compact';
import { contextOf, sectionFilter } from '@/lib/search/search-context';
import { createEmbeddedClient } from '@/lib/search/embedded';
import { rankedPages, readQuestionSets } from '@/lib/search/evaluate';
import { highlight } from '@/lib/search/hit-highlight';
import { isPlainClick, siteHref } from '@/lib/search/href';
import { analyze, namedEdition, queryIntent, tokenize } from '@/lib/search/query';
import { buildKeywordIndex, matchKeywords } from '@/lib/search/keywords';
import { analyzeQuery, buildSearchIndex, buildSearchIndexProgressively, DISTINCT, rankRecords } from '@/lib/search/rank';
import { API_SECTION, RELEASES_SECTION } from '@/lib/search/section-names';
import { stem } from '@/lib/search/stem';
import { expandSynonyms, loadSynonyms } from '@/lib/search/synonyms';
import type { DocSearchRecord, RecordType } from '@/lib/search/types';

/** A small site: `page(route, title, …)` gives the page record and one record per heading or paragraph. */
function page(
  route: string,
  title: string,
  parts: (string | [heading: string])[],
  {
    section = 'Wren AI Cloud',
    description = null as string | null,
    keywords = undefined as string[] | undefined,
    questions = undefined as string[] | undefined,
  } = {},
): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  let lvl2: string | null = null;
  let url = route;
  const push = (type: RecordType, content: string | null) =>
    records.push({
      objectID: `${url}::${records.length}`,
      type,
      content,
      url,
      hierarchy: { lvl0: section, lvl1: title, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    });
  push('lvl1', description);
  if (keywords) records[0].keywords = keywords;
  if (questions) records[0].questions = questions;
  for (const part of parts) {
    if (Array.isArray(part)) {
      lvl2 = part[0];
      url = `${route}#${part[0].toLowerCase().replace(/\W+/g, '-')}`;
      push('lvl2', null);
    } else push('content', part);
  }
  return records;
}

const pagesFor = (records: DocSearchRecord[], query: string) =>
  rankedPages(rankRecords(buildSearchIndex(records), query).map((hit) => records[hit.id].url));

describe('stemming and stop words', () => {
  it('maps the forms of a word to one term', () => {
    expect(new Set(['connect', 'connects', 'connecting', 'connected', 'connection'].map(stem)).size).toBe(1);
    expect(new Set(['install', 'installing', 'installation', 'installed'].map(stem)).size).toBe(1);
    expect(stem('policies')).toBe(stem('policy'));
    expect(stem('running')).toBe(stem('run'));
    expect(stem('viewer')).not.toBe(stem('view'));
  });

  it('drops the words a question is phrased with, and what is left of contractions', () => {
    expect(tokenize("How do I connect my warehouse to the app? What's the user's role")).toEqual([
      'connect',
      'warehouse',
      'app',
      'user',
      'role',
    ]);
  });

  it('ranks a question the same as its keywords', () => {
    const site = [
      ...page('/a', 'Connect to Snowflake', ['Enter the account, the user and the key to connect.']),
      ...page('/b', 'Billing', ['How credits are charged to your organization.']),
    ];
    expect(pagesFor(site, 'how do I connect to snowflake')).toEqual(pagesFor(site, 'connect snowflake'));
    expect(pagesFor(site, 'connecting snowflake')[0]).toBe('/a');
    expect(pagesFor(site, 'how do i')).toEqual([]);
  });

  it('highlights the words of a stem, not only its prefix', () => {
    expect(highlight('Each policy and policies', ['polici'], '[', ']').value).toBe('Each [policy] and [policies]');
  });
});

describe('synonyms', () => {
  const site = [
    ...page('/account', 'Manage your account', ['Sign in with your email address, then verify it.']),
    ...page('/logs', 'API history', ['Every call is kept with its status and duration.']),
    ...page('/sources', 'Connect a data source', ['Pick a data source and give Wren AI a read-only user.']),
  ];

  it('finds a page by a synonym of the word it uses', () => {
    expect(pagesFor(site, 'log in')[0]).toBe('/account');
    expect(pagesFor(site, 'connect my warehouse')[0]).toBe('/sources');
  });

  it('matches phrases with their stop words, and keeps other words as they are', () => {
    const groups = loadSynonyms([
      ['sign in', 'log in', 'login'],
      ['warehouse', 'data source'],
    ]);
    expect(expandSynonyms('how do I log in', groups)).toEqual([{ alternatives: [['log'], ['sign'], ['login']] }]);
    expect(expandSynonyms('the log of calls', groups)).toEqual([{ alternatives: [['log']] }, { alternatives: [['call']] }]);
    expect(expandSynonyms('my warehouse', groups)).toEqual([{ alternatives: [['warehous'], ['data', 'sourc']] }]);
  });

  it('reads every group of the editable synonym file', () => {
    const file = JSON.parse(readFileSync('lib/search/synonyms.json', 'utf8')) as { groups: string[][] };
    expect(loadSynonyms(file.groups)).toHaveLength(file.groups.length);
  });
});

describe('page-aware ranking', () => {
  it('ranks the page about two concepts above pages that mention both in passing', () => {
    const site = [
      ...page('/passing-1', 'Views', [
        'A view saves the SQL of a good answer under a name, so people can query it like a table; it may ' +
          'read several models and follow a relationship, and it keeps its columns when you rename it later.',
        'Open the view from the list on the left.',
      ]),
      ...page('/passing-2', 'Calculated fields', [
        'A calculated field is an expression over the columns of one model, and it may follow a relationship ' +
          'to other models when it aggregates, such as a count of orders per customer.',
      ]),
      ...page(
        '/relationships',
        'Relationships',
        [['Relationship types'], 'One-to-one, one-to-many and many-to-one.', ['Add one'], 'Pick the two columns that link them.'],
        { description: 'Define how models join.' },
      ),
    ];
    expect(pagesFor(site, 'relationship between models')[0]).toBe('/relationships');
  });

  it('gives at most DISTINCT hits per page before the next page', () => {
    const site = [
      ...page(
        '/long',
        'Dashboards',
        Array.from({ length: 8 }, (_, i) => `Dashboard tip number ${i}.`),
      ),
      ...page('/other', 'Charts', ['Pin a chart to the dashboard.']),
    ];
    const hits = rankRecords(buildSearchIndex(site), 'dashboard').map((hit) => site[hit.id].url.split('#')[0]);
    expect(hits.filter((url) => url === '/long')).toHaveLength(DISTINCT);
    expect(hits.slice(0, DISTINCT)).toEqual(Array(DISTINCT).fill('/long'));
    expect(hits).toContain('/other');
  });

  it('answers from page titles, descriptions and headings while the text is still being indexed', async () => {
    const site = [
      ...page('/cache', 'Cache dashboard results', ['Turn it on in settings.']),
      ...page('/x', 'Other', ['Something about caching.']),
    ];
    const { index, complete } = buildSearchIndexProgressively(site);
    expect(index.recordIndex).toBeNull();
    expect(rankedPages(rankRecords(index, 'dashboard cache').map((hit) => site[hit.id].url))[0]).toBe('/cache');
    await complete;
    expect(index.recordIndex).not.toBeNull();
    expect(rankedPages(rankRecords(index, 'dashboard cache').map((hit) => site[hit.id].url))[0]).toBe('/cache');
  });

  it('marks the first answer for refinement and answers fully once the records are indexed', async () => {
    const site = page('/cache', 'Cache dashboard results', ['Turn it on in settings.']);
    const client = createEmbeddedClient(async () => site);
    const first = await client.search([{ indexName: 'docs', query: 'cache' }]);
    expect(first.refine).toBeInstanceOf(Promise);
    await first.refine;
    const full = await client.search([{ indexName: 'docs', query: 'cache' }]);
    expect(full.refine).toBeUndefined();
    expect(full.results[0].hits[0].url).toBe('/cache');
  });
});

describe('as you type', () => {
  it('reads the last word as the start of longer words, except a single letter after other words', () => {
    expect([...analyzeQuery('connect snowf').prefix]).toContain('snowf');
    expect(analyzeQuery('connect snowf').last).toBe('snowf');
    expect([...analyzeQuery('b').prefix]).toEqual(['b']);
    expect([...analyzeQuery('connect b').prefix]).not.toContain('b');
    expect(analyzeQuery('connect b ').last).toBeUndefined();
  });

  it('answers the same when the question is typed letter by letter as when it is asked at once', () => {
    const site = [
      ...page('/snowflake', 'Connect to Snowflake', [
        'Use key pair authentication with a private key.',
        ['Fields'],
        'Account, user, warehouse and database.',
      ]),
      ...page('/postgres', 'Connect to PostgreSQL', ['Give the user read access to the database.']),
      ...page('/keys', 'API keys', ['Create a key for each project.']),
      ...page('/samples', 'Sample data', ['Load the data into a project.']),
    ];
    // 'data' is read as a prefix ('database') only while it is the word being typed.
    const query = 'snowflake private key data user';
    const typed = buildSearchIndex(site);
    for (let n = 1; n < query.length; n++) rankRecords(typed, query.slice(0, n));
    expect(rankRecords(typed, query)).toEqual(rankRecords(buildSearchIndex(site), query));
  });
});

describe('typos', () => {
  const site = [
    ...page('/invite', 'Invite people', [
      'Send an invitation to each person you add.',
      ['Invite by email'],
      'Invitations expire after a week.',
    ]),
    ...page('/stripe', 'Stripe data', ['Charges, customers and invoices from your Stripe account.']),
  ];

  it('still finds a word typed wrong', () => {
    expect(pagesFor(site, 'invte')[0]).toBe('/invite');
  });

  it('does not let a near miss of a word outrank a page that has the word itself', () => {
    expect(pagesFor(site, 'invoices')[0]).toBe('/stripe');
    expect(pagesFor(site, 'stripe invoices')[0]).toBe('/stripe');
  });
});

describe('page keywords', () => {
  const site = [
    ...page('/billing', 'Billing and credits', ['Each organization has a balance of credits that questions draw from.'], {
      keywords: ['receipt', 'invoice', 'top up balance'],
    }),
    ...page('/plans', 'Compare editions', ['The hosted edition and the self-hosted one differ in who runs the servers.']),
  ];

  it('finds a page by a word only its keywords use, in any form', () => {
    expect(pagesFor(site, 'where do i find my receipts')).toEqual(['/billing']);
    const withoutKeywords = site.map(({ keywords: _, ...record }) => record);
    expect(pagesFor(withoutKeywords, 'where do i find my receipts')).toEqual([]);
    expect(pagesFor(site, 'topping up my balance')[0]).toBe('/billing');
  });

  it('weighs a keyword that few pages list above one that many list', () => {
    const index = buildKeywordIndex([['credits', 'rls'], ['credits'], ['credits'], undefined]);
    const matches = matchKeywords(index, new Map(analyze('credits rls').map((term) => [term, 1])));
    expect([...matches.keys()]).toEqual([0, 1, 2]);
    expect(matches.get(0)!.score).toBeGreaterThan(2 * matches.get(1)!.score);
    expect(matches.get(0)!.terms).toEqual(analyze('credits rls'));
  });

  it('matches a keyword phrase only when the query has all its words', () => {
    const withTier = [
      ...page('/billing', 'Billing', ['Credits and balances.'], { keywords: ['free tier'] }),
      ...page('/engine', 'Engine', ['Run a query.']),
    ];
    expect(pagesFor(withTier, 'dry tier')).toEqual([]);
    expect(pagesFor(withTier, 'is there a free tier')).toEqual(['/billing']);
    expect(pagesFor(withTier, 'is there a free ti')).toEqual(['/billing']);
  });
});

describe('page questions', () => {
  const site = [
    ...page('/billing', 'Billing and credits', ['Each organization has a balance of credits that questions draw from.'], {
      questions: ['how much does a question cost', 'how do i get a refund for a duplicate payment'],
    }),
    ...page('/members', 'Members and roles', ['Owners invite members and can charge the team card for seats.'], {
      questions: ['who can invite a coworker'],
    }),
    ...page('/engine', 'Engine', ['A question is planned, then run.']),
  ];

  it('finds a page by a question it answers in words its text does not use', () => {
    expect(pagesFor(site, 'refund a duplicate payment')).toEqual(['/billing']);
    expect(
      pagesFor(
        site.map(({ questions: _, ...record }) => record),
        'refund a duplicate payment',
      ),
    ).toEqual([]);
  });

  it('counts the question closest to the query, not every question that shares a word with it', () => {
    expect(pagesFor(site, 'invite a coworker')).toEqual(['/members']);
    expect(pagesFor(site, 'cost of a question')[0]).toBe('/billing');
  });
});

describe('release notes and API operations', () => {
  const site = [
    ...page(
      '/cp/releases/0.42.0',
      'Wren AI Cloud 0.42.0',
      ['Dashboard cache: dashboards now cache their results. The dashboard cache refreshes on a schedule.'],
      { section: RELEASES_SECTION },
    ),
    ...page('/cp/guide/home/dashboard-cache', 'Cache dashboard results', ['Turn caching on for the dashboard.']),
    ...page('/cp/guide/query', 'Query your data', ['Ask a question and Wren AI writes SQL to query the data source.']),
    {
      objectID: '/api#post-query::0',
      type: 'lvl2',
      content: null,
      url: '/api#post-query',
      hierarchy: {
        lvl0: API_SECTION,
        lvl1: 'Wren Engine API reference',
        lvl2: 'POST /v3/connector/postgres/query · Query data',
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
    },
    {
      objectID: '/api#post-query::1',
      type: 'content',
      content: 'Run a query against the data source and return the rows.',
      url: '/api#post-query',
      hierarchy: {
        lvl0: API_SECTION,
        lvl1: 'Wren Engine API reference',
        lvl2: 'POST /v3/connector/postgres/query · Query data',
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
    },
  ] as DocSearchRecord[];

  it('ranks a release note that mentions a feature below the feature page', () => {
    expect(pagesFor(site, 'dashboard cache')[0]).toBe('/cp/guide/home/dashboard-cache');
  });

  it('lets a release note lead when the query names a version', () => {
    expect(pagesFor(site, '0.42 dashboard cache')[0]).toBe('/cp/releases/0.42.0');
  });

  it('ranks API operations below docs unless the query names a method or an endpoint', () => {
    expect(pagesFor(site, 'query data source')[0]).toBe('/cp/guide/query');
    expect(pagesFor(site, 'POST query data')[0]).toBe('/api');
    expect(pagesFor(site, '/v3/connector query')[0]).toBe('/api');
  });

  it('puts the release that added a feature before the feature page when the query asks when it arrived', () => {
    const history = [
      ...page(
        '/cp/releases/0.42.0',
        'Wren AI Cloud 0.42.0',
        [['Dashboard cache'], 'Dashboards keep their results and refresh them on a schedule.', ['Fixes'], 'Charts load faster.'],
        { section: RELEASES_SECTION },
      ),
      ...page('/cp/guide/home/dashboard-cache', 'Cache dashboard results', [
        'Turn caching on for the dashboard, and pick when the cache is refreshed.',
      ]),
    ];
    expect(pagesFor(history, 'which version added the dashboard cache')[0]).toBe('/cp/releases/0.42.0');
    expect(pagesFor(history, 'when was dashboard caching introduced')[0]).toBe('/cp/releases/0.42.0');
    expect(pagesFor(history, 'when was the dashboard cache refreshed')[0]).toBe('/cp/guide/home/dashboard-cache');
    expect(pagesFor(history, 'dashboard cache')[0]).toBe('/cp/guide/home/dashboard-cache');
  });

  // [query, release, history, api]
  it.each([
    ['0.42.0 release notes', true, false, false],
    ['api v2', true, false, false],
    ['how do I get an api key', false, false, false],
    ['GET /v3/connector/health', false, false, true],
    ['which version added pinning', true, true, false],
    ['which release added ssl for mysql', true, true, false],
    ['when did databricks support arrive', true, true, false],
    ['when did key pair login come out', true, true, false],
    ['ports the self hosted version uses', false, false, false],
    ['when was my data last synced', false, false, false],
    ['reuse cached results when calling the engine', false, false, true],
    ['read foreign keys through the engine', false, false, true],
    ['increase engine timeout', false, false, false],
  ] as const)(
    'reads the intent of %j from versions, history questions, methods in capitals, paths and words',
    (query, release, history, api) => {
      expect(queryIntent(query)).toMatchObject({ release, history, api });
    },
  );

  it.each([
    ['how do i add a relationship', false],
    ['share threads with my colleagues', false],
    ['row level security', false],
    ['snowflake says JWT token is invalid', true],
    ['why cant i follow up in a shared thread', true],
    ['ORA-12514 when testing the oracle connection', true],
    ['ibis-server 422 field required', true],
    ['duckdb read_csv says no files found', true],
    ['the generated sql is wrong how do i fix it', true],
  ] as const)('reads whether %j reports a problem', (query, problem) => {
    expect(queryIntent(query).problem).toBe(problem);
  });

  it('opens a how-to question on the section that does it, a problem on troubleshooting', () => {
    const site = page('/cp/guide/modeling/relationships', 'Relationships', [
      ['Add a relationship'],
      'Open the model, pick the other model and the columns that join them.',
      ['Troubleshooting'],
      'If you cannot add a relationship between the two models, check that the join columns have the same type.',
    ]);
    const firstHit = (query: string) => site[rankRecords(buildSearchIndex(site), query)[0].id];
    expect(firstHit('how do i add a relationship').hierarchy.lvl2).toBe('Add a relationship');
    expect(firstHit('cannot add a relationship').hierarchy.lvl2).toBe('Troubleshooting');
  });
});

describe("the reader's section", () => {
  const twins = [
    ...page('/cp/guide/connect/snowflake', 'Connect to Snowflake', ['Enter the account, the user and the key to connect Snowflake.'], {
      section: 'Wren AI Cloud',
    }),
    ...page('/oss/guide/connect/snowflake', 'Connect to Snowflake', ['Enter the account, the user and the key to connect Snowflake.'], {
      section: 'Wren GenBI Classic',
    }),
  ];
  const index = buildSearchIndex(twins);
  const first = (query: string, section?: string) => rankedPages(rankRecords(index, query, { section }).map((hit) => twins[hit.id].url))[0];

  it("puts a page's twin in the reader's section first", () => {
    expect(first('connect snowflake', 'Wren AI Cloud')).toBe('/cp/guide/connect/snowflake');
    expect(first('connect snowflake', 'Wren GenBI Classic')).toBe('/oss/guide/connect/snowflake');
  });

  it("puts the chosen section's twin first even where the other edition's page matches the words better", () => {
    const site = [
      ...page('/cp/guide/connect/postgresql', 'Connect to PostgreSQL', ['Fill in the host, port and database of your PostgreSQL server.'], {
        section: 'Wren AI Cloud',
      }),
      ...page(
        '/oss/guide/connect/postgresql',
        'Connect to PostgreSQL',
        ['Connect a PostgreSQL database: fill in the host, the port and the database to connect to.'],
        { section: 'Wren GenBI Classic' },
      ),
      ...page('/cp/guide/change-tz', 'Time zone', ['Pick the time zone answers use.'], { section: 'Wren AI Cloud' }),
      ...page('/oss/guide/settings/change-tz', 'Change the time zone', ['Change the time zone of answers in the project settings.'], {
        section: 'Wren GenBI Classic',
      }),
      ...page('/cp/overview', 'Overview', ['What the cloud edition is.'], { section: 'Wren AI Cloud' }),
      ...page('/oss/guide/connect/overview', 'Connect a database', ['Pick the kind of database to connect.'], {
        section: 'Wren GenBI Classic',
      }),
      ...page('/oss/guide/modeling/overview', 'Modeling', ['Models describe your tables.'], { section: 'Wren GenBI Classic' }),
    ];
    const index = buildSearchIndex(site);
    const ranked = (query: string, section?: string) => rankedPages(rankRecords(index, query, { section }).map((hit) => site[hit.id].url));
    expect(ranked('connect to a postgres database')[0]).toBe('/oss/guide/connect/postgresql');
    expect(ranked('connect to a postgres database', 'Wren AI Cloud')[0]).toBe('/cp/guide/connect/postgresql');
    // The same last path segment ('change-tz') makes twins; 'overview', which several pages share, does not.
    expect(ranked('change the time zone', 'Wren AI Cloud')[0]).toBe('/cp/guide/change-tz');
    expect(ranked('kind of database', 'Wren AI Cloud')[0]).toBe('/oss/guide/connect/overview');
    expect(ranked('kind of database', 'Wren AI Cloud')).not.toContain('/cp/overview');
  });

  it('leaves the edition to the query when the query names one', () => {
    for (const query of ['connect snowflake self hosted', 'snowflake in the cloud', 'open source snowflake']) {
      expect(first(query, 'Wren AI Cloud')).toBe(first(query));
      expect(first(query, 'Wren GenBI Classic')).toBe(first(query));
    }
  });

  it('reads which edition a query names, but not Google Cloud or both editions at once', () => {
    expect(namedEdition('answers in turkish on self hosted')?.name).toBe('open source');
    expect(namedEdition('does wren cloud keep my rows')?.name).toBe('cloud');
    expect(namedEdition('bigquery service account on google cloud')).toBeUndefined();
    expect(namedEdition('cloud vs self hosted')).toBeUndefined();
  });

  it("ranks the other edition's twin lower when the query names an edition", () => {
    const site = [
      ...page('/oss/installation', 'Install', ['Run the self-hosted edition on your own server with Docker.'], {
        section: 'Wren GenBI Classic',
      }),
      ...page('/cp/guide/settings', 'Project settings', [['Answer language'], 'Pick Turkish, Spanish or English for answers.'], {
        section: 'Wren AI Cloud',
      }),
      ...page('/oss/guide/settings', 'Project settings', [['Answer language'], 'Pick Turkish, Spanish or English for answers.'], {
        section: 'Wren GenBI Classic',
      }),
    ];
    expect(pagesFor(site, 'answers in turkish on self hosted')[0]).toBe('/oss/guide/settings');
    expect(pagesFor(site, 'answers in turkish in the cloud')[0]).toBe('/cp/guide/settings');
    expect(pagesFor(site, 'install self hosted')[0]).toBe('/oss/installation');
  });

  it('reads the section from the optional filter both providers take', async () => {
    expect(contextOf({ optionalFilters: [sectionFilter('Wren GenBI Classic')] })).toEqual({ section: 'Wren GenBI Classic' });
    expect(contextOf({})).toEqual({});
    const client = createEmbeddedClient(async () => twins);
    for (const [section, url] of [
      ['Wren GenBI Classic', '/oss/guide/connect/snowflake'],
      ['Wren AI Cloud', '/cp/guide/connect/snowflake'],
    ]) {
      let response = await client.search([{ indexName: 'docs', query: 'snowflake', optionalFilters: [sectionFilter(section)] }]);
      await response.refine;
      response = await client.search([{ indexName: 'docs', query: 'snowflake', optionalFilters: [sectionFilter(section)] }]);
      expect(response.results[0].hits[0].url).toBe(url);
    }
  });
});

describe('links to hits', () => {
  it('keeps hrefs on the site: path and hash, even from absolute crawler URLs', () => {
    expect(siteHref('https://docs.getwren.ai/cp/guide/connect/snowflake#key-pair')).toBe('/cp/guide/connect/snowflake#key-pair');
    expect(siteHref('http://localhost:3000/oss/installation?x=1')).toBe('/oss/installation?x=1');
    expect(siteHref('//docs.getwren.ai/cp/overview')).toBe('/cp/overview');
    expect(siteHref('/cp/overview#a')).toBe('/cp/overview#a');
    expect(siteHref('cp/overview')).toBe('/cp/overview');
  });

  it('treats only a plain left click as in-app navigation', () => {
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});

describe('the question sets', () => {
  const sets = readQuestionSets((file) => readFileSync(file, 'utf8'));
  // Whether each question's expected pages exist is checked against the build: test/e2e/search-questions.test.ts.

  it('keeps the held-out questions apart from the tune questions', () => {
    const { tune, heldOut } = sets;
    expect(heldOut.length).toBeGreaterThanOrEqual(40);
    const tuned = new Set(tune.map((question) => question.query.toLowerCase()));
    for (const { query } of [...heldOut, ...sets.heldOutCore]) expect(tuned.has(query.toLowerCase()), query).toBe(false);
  });

  it('round-trips the compact index with the page description on the page record', () => {
    const records = page('/a', 'A', ['x', ['B'], 'y'], { description: 'About A.' });
    const back = expandRecords(JSON.parse(JSON.stringify(compactRecords(records))));
    const withoutIds = (list: DocSearchRecord[]) => list.map(({ objectID: _, ...rest }) => rest);
    expect(withoutIds(back)).toEqual(withoutIds(records));
    expect(back[0].content).toBe('About A.');
  });

  it("round-trips a page record's keywords and stores none for records without them", () => {
    const records = page('/a', 'A', ['x'], { keywords: ['pricing', 'invoice'] });
    const back = expandRecords(JSON.parse(JSON.stringify(compactRecords(records))));
    expect(back[0].keywords).toEqual(['pricing', 'invoice']);
    expect(back[1].keywords).toBeUndefined();
  });

  it("keeps a page record's questions as their search terms, with or without keywords", () => {
    for (const keywords of [undefined, ['pricing']]) {
      const back = expandRecords(
        JSON.parse(JSON.stringify(compactRecords(page('/a', 'A', ['x'], { keywords, questions: ['How much does it cost?'] })))),
      );
      expect(back[0].questions).toEqual(['cost']);
      expect(back[0].keywords).toEqual(keywords);
      expect(back[1].questions).toBeUndefined();
    }
  });
});
