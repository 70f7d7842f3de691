/**
 * The embedded search as a browser script, for the benchmark only (compare.ts
 * bundles it with esbuild and injects it into a page of out/): the same code the modal runs.
 */
import { expandRecords, type CompactIndex } from '@/lib/search/compact';
import { createEmbeddedClient } from '@/lib/search/embedded';
import { groupHits } from '@/lib/search/group';

const client = createEmbeddedClient(async () => expandRecords((await (await fetch('/search-index.json')).json()) as CompactIndex));

/** The URLs the modal lists for a query, in the order it shows them (grouped by section). */
export async function search(query: string): Promise<{ urls: string[]; modal: string[] }> {
  const { results, refine } = await client.search([{ indexName: 'docs', query, hitsPerPage: 20, attributesToSnippet: ['content:10'] }]);
  // The benchmark scores the full answer; the first, coarser one only exists until the index is built.
  if (refine) {
    await refine;
    return search(query);
  }
  return {
    urls: results[0].hits.map((hit) => hit.url),
    modal: groupHits(results[0].hits).flatMap((group) => group.hits.map((hit) => hit.url)),
  };
}
