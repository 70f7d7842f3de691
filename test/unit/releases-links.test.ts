import { describe, expect, it } from 'vitest';
import { changelogEntry as entry } from '@/test/support/changelog-entry';
import { buildContent } from '@/lib/content/pipeline';
import { getHighlighter } from '@/lib/content/markdown/highlight';

describe('the content build with a changelog', () => {
  const files = [
    {
      relativePath: 'oss/guide/connect/snowflake.md',
      displayPath: 'content/oss/guide/connect/snowflake.md',
      text: '---\ntitle: Connect to Snowflake\n---\n\n## Key pairs\n\nText.\n',
    },
    {
      relativePath: 'releases/0.9.0.md',
      displayPath: 'content/releases/0.9.0.md',
      text:
        '---\ntitle: Wren AI Cloud 0.9.0\nversion: 0.9.0\n---\n\n' +
        'See [the Snowflake entry](/oss/releases#classic-0-27-0) and [all versions](/cp/releases).\n',
    },
  ];
  const build = async (link: string, version = '0.27.0') =>
    buildContent(files, {
      highlighter: await getHighlighter(),
      sidebars: {},
      includeDrafts: false,
      authors: [],
      changelog: [entry({ version, date: '2025-08-08', new: [{ text: 'Key pairs.', prs: [], link }] })],
      links: { appRoutes: ['/'], publicFileExists: () => false },
    });

  it("checks each change's link and each link to an entry, and keeps the entries in the manifest", async () => {
    const built = await build('/oss/guide/connect/snowflake#key-pairs');
    expect(built.manifest.changelog.map((e) => e.version)).toEqual(['0.27.0']);
    await expect(build('/oss/guide/connect/databricks')).rejects.toThrow(
      "content/releases/changelog.yml (/oss/releases): broken link '/oss/guide/connect/databricks': no page " +
        'or file at /oss/guide/connect/databricks',
    );
    await expect(build('/oss/guide/connect/snowflake#oidc')).rejects.toThrow("broken anchor '/oss/guide/connect/snowflake#oidc'");
    await expect(build('/oss/guide/connect/snowflake', '0.26.0')).rejects.toThrow(
      "content/releases/0.9.0.md:6 (/cp/releases/0.9.0): broken anchor '/oss/releases#classic-0-27-0': " +
        "/oss/releases has no heading with id 'classic-0-27-0'",
    );
  }, 60_000);
});
