/**
 * `npm run content`: the content build (lib/content/build.ts) with its cache, then the search records. package.json runs
 * it with a 64 MB young generation (--max-semi-space-size=64): the build allocates short-lived trees by the million, and
 * with Node's default a cold build of the 1k bench corpus took 30.4 s against 25.7 s (32 MB: 26.7 s; 128 MB: 31.2 s).
 */
import { buildSiteContent, CONTENT_CACHE_FILE } from '@/lib/content/build';
import { HIGHLIGHT_CACHE_FILE } from '@/lib/content/markdown/highlight-cache';
import { isMain, parseOptions } from '../cli';

if (isMain(import.meta)) {
  const options = parseOptions(
    {
      content: { type: 'string', default: 'content' },
      drafts: { type: 'boolean', default: false },
      'no-cache': { type: 'boolean', default: false },
    },
    'npm run content -- [--content content] [--drafts] [--no-cache]',
  );
  const cacheFile = options['no-cache'] ? undefined : CONTENT_CACHE_FILE;
  buildSiteContent({ contentDir: options.content, includeDrafts: options.drafts, cacheFile })
    .then(({ built, files, highlighted, reused, seconds, writeSearchRecords }) => {
      const records = writeSearchRecords();
      console.log(
        `content: ${built.manifest.pages.length} pages and ${built.manifest.releases.length} release notes ` +
          `from ${files} files, ${records} search records, in ${seconds.toFixed(2)} s`,
      );
      if (cacheFile) console.log(`rendering: ${reused} bodies in ${cacheFile}, reused where unchanged`);
      console.log(`highlighting: ${highlighted.blocks} code blocks, ${highlighted.reused} of them from ${HIGHLIGHT_CACHE_FILE}`);
    })
    .catch((error) => {
      console.error(`\nContent build failed.\n${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
