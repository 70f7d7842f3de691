import { describe, expect, it } from 'vitest';
import { parseSource } from '@/lib/content/frontmatter';
import {
  citationSource,
  needsSources,
  ownSourcePath,
  pageSources,
  rawRepositoryReferences,
  sourceLink,
  urlLabel,
} from '@/lib/content/sources';

describe('page sources', () => {
  it('links a repository path to the file at its tag, a commit to the commit and a URL to itself', () => {
    expect(sourceLink('Canner/WrenAI@0.29.2:wren-launcher/utils/docker.go').href).toBe(
      'https://github.com/Canner/WrenAI/blob/0.29.2/wren-launcher/utils/docker.go',
    );
    expect(sourceLink('Canner/wren-engine@f693af8e').href).toBe('https://github.com/Canner/wren-engine/commit/f693af8e');
    expect(sourceLink('Canner/wren-engine@0.22.0').href).toBe('https://github.com/Canner/wren-engine/tree/0.22.0');
    expect(sourceLink('https://docs.getwren.ai/oss/installation').href).toBe('https://docs.getwren.ai/oss/installation');
  });

  it('labels a repository source by top folder, file and release, never as the raw reference', () => {
    expect(sourceLink('Canner/WrenAI@0.29.2:wren-ui/src/components/pages/setup/dataSources/SnowflakeProperties.tsx').label).toBe(
      'wren-ui · SnowflakeProperties.tsx · WrenAI 0.29.2',
    );
    expect(sourceLink('Canner/wren-engine@0.22.0:ibis-server/app/model/__init__.py').label).toBe(
      'ibis-server · model/__init__.py · wren-engine 0.22.0',
    );
    expect(sourceLink('Canner/WrenAI@0.29.2:docker/.env.example').label).toBe('docker · .env.example · WrenAI 0.29.2');
    expect(sourceLink('Canner/WrenAI@wren-v0.13.3:README.md').label).toBe('README.md · WrenAI wren-v0.13.3');
    expect(sourceLink('Canner/WrenAI@0.29.2:wren-ui/src/a.ts#L10-L20').label).toBe('wren-ui · a.ts, lines 10–20 · WrenAI 0.29.2');
    expect(sourceLink('Canner/wren-engine@f693af8e').label).toBe('wren-engine commit f693af8');
    expect(sourceLink('Canner/WrenAI@0.24.0').label).toBe('WrenAI 0.24.0');
  });

  it('labels a URL by its site and, on this site, by the title of the page it reaches (after a redirect)', () => {
    const context = { origins: ['https://docs.getwren.ai'], titleOf: (path: string) => ({ '/cp/guide/sharing': 'Share threads' })[path] };
    expect(sourceLink('https://docs.getwren.ai/cp/guide/sharing', context)).toEqual({
      label: 'Wren AI docs · Share threads',
      href: '/cp/guide/sharing',
    });
    expect(urlLabel('https://docs.getwren.ai/cp/old/', context)).toBe('Wren AI docs · /cp/old');
    expect(urlLabel('https://github.com/Canner/WrenAI/discussions/2205')).toBe('GitHub · WrenAI discussion #2205');
    expect(urlLabel('https://github.com/Canner/WrenAI/pull/2047')).toBe('GitHub · WrenAI pull request #2047');
    expect(urlLabel('https://github.com/Canner/WrenAI/blob/legacy/v1/wren-ui/src/utils/expressionType.ts')).toBe(
      'wren-ui · expressionType.ts · WrenAI legacy/v1',
    );
    expect(urlLabel('https://github.com/Canner/WrenAI/tree/legacy/v1/wren-launcher/commands/dbt')).toBe(
      'wren-launcher · dbt · WrenAI legacy/v1',
    );
    expect(urlLabel('https://github.com/Canner/WrenAI/releases')).toBe('GitHub · WrenAI releases');
    expect(urlLabel('https://wrenai.readme.io/reference/post_projects')).toBe('Wren AI API reference · /reference/post_projects');
    expect(urlLabel('https://example.org/a/b')).toBe('example.org · /a/b');
  });

  it('keeps a citation of a page no longer online as text, with the day it was read', () => {
    const cited = 'Wren AI docs, "Agentic Mode" (docs.getwren.ai/cp/guide/agent/agentic-mode), read 2026-11-26';
    expect(sourceLink(cited)).toEqual({ label: cited });
    expect(citationSource(cited)).toEqual({
      text: 'Wren AI docs, "Agentic Mode" (docs.getwren.ai/cp/guide/agent/agentic-mode)',
      read: '2026-11-26',
    });
    expect(citationSource('Wren AI docs, "X", read 2026-02-30')).toBeUndefined();
    expect(citationSource('https://docs.getwren.ai/x, read 2026-11-26')).toBeUndefined();
    expect(citationSource('Wren AI docs, "Agentic Mode"')).toBeUndefined();
    const text = `---\ntitle: T\nsources:\n  - '${cited}'\n---\nB\n`;
    expect(parseSource('content/x.md', text).frontmatter.sources).toEqual([cited]);
  });

  it('finds raw repository references in visible text, and not npm names or e-mail addresses', () => {
    expect(rawRepositoryReferences('See Canner/WrenAI@0.29.2:wren-ui/src/x.tsx and Canner/wren-engine@f693af8e.')).toEqual([
      'Canner/WrenAI@0.29.2:wren-ui/src/x.tsx',
      'Canner/wren-engine@f693af8e',
    ]);
    expect(
      rawRepositoryReferences('npm i @mdx-js/mdx@3.1.1, mail docs@getwren.ai, wren-ui · SnowflakeProperties.tsx · WrenAI 0.29.2'),
    ).toEqual([]);
  });

  it('rejects a source that is neither a URL nor a repository path, naming the file, line and field', () => {
    const text = '---\ntitle: T\nsources:\n  - Canner/WrenAI@0.29.2:docker/.env.example\n  - the engine code\n---\nBody\n';
    expect(() => parseSource('content/x.md', text)).toThrow(
      'content/x.md:3: invalid frontmatter: sources.1: each source must be an https:// URL, ' +
        "'owner/repo@tag-or-commit[:path]', or a citation ending ', read YYYY-MM-DD'",
    );
    expect(() => parseSource('content/x.md', '---\ntitle: T\nsources: []\n---\nB\n')).toThrow('sources: list at least one source');
    expect(parseSource('content/x.md', '---\ntitle: T\nsources: [https://github.com/Canner/WrenAI]\n---\nB\n').frontmatter.sources).toEqual(
      ['https://github.com/Canner/WrenAI'],
    );
  });

  it('asks for sources in the connection, API and engine sections only', () => {
    expect(needsSources('/cp/guide/connect/bigquery')).toBe(true);
    expect(needsSources('/oss/engine/reference/config')).toBe(true);
    expect(needsSources('/oss/installation')).toBe(true);
    expect(needsSources('/cp/guide/sharing')).toBe(false);
    expect(needsSources('/oss/installation-notes')).toBe(false);
  });
});

describe("sources on the site's own origin", () => {
  const context = {
    origins: ['https://docs.getwren.ai'],
    titleOf: (path: string) => ({ '/cp/guide/sharing': 'Share threads', '/cp/guide/data-security': 'Data security' })[path],
    redirects: { '/cloud/guide/sharing': '/cp/guide/sharing', '/cloud/guide/data-security': '/cp/guide/data-security' },
  };

  it('shows a former address as the page it became, linked by its route here, anchor kept', () => {
    expect(ownSourcePath('https://docs.getwren.ai/cloud/guide/sharing/#links', context.origins, context.redirects)).toBe(
      '/cp/guide/sharing#links',
    );
    expect(sourceLink('https://docs.getwren.ai/cloud/guide/data-security', context)).toEqual({
      label: 'Wren AI docs · Data security',
      href: '/cp/guide/data-security',
    });
    expect(ownSourcePath('https://github.com/Canner/WrenAI', context.origins, context.redirects)).toBeUndefined();
  });

  it('leaves out a source that is, or became, the citing page itself', () => {
    const sources = [
      'https://docs.getwren.ai/cloud/guide/sharing',
      'https://docs.getwren.ai/cp/guide/sharing#links',
      'https://docs.getwren.ai/cloud/guide/data-security',
      'Canner/WrenAI@0.29.2:docker/.env.example',
    ];
    expect(pageSources(sources, '/cp/guide/sharing', context)).toEqual([
      { label: 'Wren AI docs · Data security', href: '/cp/guide/data-security' },
      { label: 'docker · .env.example · WrenAI 0.29.2', href: 'https://github.com/Canner/WrenAI/blob/0.29.2/docker/.env.example' },
    ]);
    expect(pageSources(sources, '/cp/overview', context).map((source) => source.href)).toEqual([
      '/cp/guide/sharing',
      '/cp/guide/sharing#links',
      '/cp/guide/data-security',
      'https://github.com/Canner/WrenAI/blob/0.29.2/docker/.env.example',
    ]);
  });
});
