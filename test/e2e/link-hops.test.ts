import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGINS } from '@/lib/content/origin';
import { linkHops } from '@/lib/hosting/link-hops';
import { readOutHtml } from '@/test/support/out-pages';

describe("links to the site's own pages in out/", () => {
  it('each land on a page a plain static host answers with 200: no redirect, no 404 (scripts/tools/count-link-hops.ts)', () => {
    const root = path.resolve('out');
    const isFile = (relative: string) => existsSync(path.join(root, relative)) && statSync(path.join(root, relative)).isFile();
    const pages = readOutHtml(root);
    expect(pages.length).toBeGreaterThan(200);
    const hops = linkHops(pages, isFile, SITE_ORIGINS).map(
      (hop) => `${hop.page}: '${hop.href}' ${hop.kind === 'redirect' ? `is redirected to ${hop.target}` : 'answers 404'}`,
    );
    expect(hops).toEqual([]);
  });
});
