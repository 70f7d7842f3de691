import { describe, expect, it } from 'vitest';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import { buildContent } from '@/lib/content/pipeline';

describe('a body the content build did not render', () => {
  it('is reported as a bug in the build, not a fault of the page', async () => {
    const options = {
      highlighter: await getHighlighter(),
      sidebars: {},
      includeDrafts: false,
      authors: [],
      links: { appRoutes: ['/'], publicFileExists: () => false },
      renderMany: () => [],
    };
    const page = { relativePath: 'cp/guide/lost.md', displayPath: 'content/cp/guide/lost.md', text: '---\ntitle: Lost\n---\nBody.\n' };
    expect(() => buildContent([page], options)).toThrow(
      /content\/cp\/guide\/lost\.md: was not rendered\. This is a bug in the content build .*not a fault in the page/,
    );
  }, 30_000);
});
