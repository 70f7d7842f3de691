/**
 * Pushes the build's search records to Algolia, replacing the index's contents:
 * 1. reads .generated/search/records.json (run `npm run build` or `npm run content` first),
 * 2. reads ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_INDEX (default wren-ai-docs) from the environment,
 * 3. sets the index's searchable attributes and ranking for DocSearch records,
 * 4. replaces all objects atomically (a temporary index, then a move).
 * The admin key is read here only: it never reaches the site's bundle.
 */
import { algoliasearch } from 'algoliasearch';
import { DEFAULT_INDEX_NAME } from '@/lib/search/config';
import { readSearchRecords } from '@/lib/search/generated';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set. Set ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (and optionally ALGOLIA_INDEX).`);
  return value;
}

async function main() {
  const records = readSearchRecords();
  const indexName = process.env.ALGOLIA_INDEX || DEFAULT_INDEX_NAME;
  const client = algoliasearch(required('ALGOLIA_APP_ID'), required('ALGOLIA_ADMIN_KEY'), {
    timeouts: { connect: 1000, read: 2000, write: 30000 },
  });
  await client.setSettings({
    indexName,
    indexSettings: {
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'unordered(keywords)',
        'unordered(questions)',
        'content',
      ],
      attributesToSnippet: ['content:10'],
      // The modal's optionalFilters prefer the reader's section; Algolia filters only on declared facets.
      attributesForFaceting: ['filterOnly(hierarchy.lvl0)'],
      attributeForDistinct: 'url',
      distinct: false,
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    },
  });
  const started = performance.now();
  await client.replaceAllObjects({ indexName, objects: records as unknown as Record<string, unknown>[] });
  console.log(`algolia: ${records.length} records pushed to ${indexName} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(`Algolia push failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
