import { describe, expect, it } from 'vitest';
import { parseSource } from '@/lib/content/frontmatter';
import { needsSources, sourceLink } from '@/lib/content/sources';

describe('page sources', () => {
  it('links a repository path to the file at its tag, a commit to the commit and a URL to itself', () => {
    expect(sourceLink('Canner/WrenAI@0.29.2:wren-launcher/utils/docker.go').href).toBe('https://github.com/Canner/WrenAI/blob/0.29.2/wren-launcher/utils/docker.go');
    expect(sourceLink('Canner/wren-engine@f693af8e').href).toBe('https://github.com/Canner/wren-engine/commit/f693af8e');
    expect(sourceLink('Canner/wren-engine@0.22.0').href).toBe('https://github.com/Canner/wren-engine/tree/0.22.0');
    expect(sourceLink('https://docs.getwren.ai/oss/installation')).toEqual({ label: 'https://docs.getwren.ai/oss/installation', href: 'https://docs.getwren.ai/oss/installation' });
  });

  it('rejects a source that is neither a URL nor a repository path, naming the file, line and field', () => {
    const text = '---\ntitle: T\nsources:\n  - Canner/WrenAI@0.29.2:docker/.env.example\n  - the engine code\n---\nBody\n';
    expect(() => parseSource('content/x.md', text)).toThrow("content/x.md:3: invalid frontmatter: sources.1: each source must be an https:// URL or 'owner/repo@tag-or-commit[:path]'");
    expect(() => parseSource('content/x.md', '---\ntitle: T\nsources: []\n---\nB\n')).toThrow('sources: list at least one source');
    expect(parseSource('content/x.md', '---\ntitle: T\nsources: [https://github.com/Canner/WrenAI]\n---\nB\n').frontmatter.sources).toEqual(['https://github.com/Canner/WrenAI']);
  });

  it('asks for sources in the connection, API and engine sections only', () => {
    expect(needsSources('/cp/guide/connect/bigquery')).toBe(true);
    expect(needsSources('/oss/engine/reference/config')).toBe(true);
    expect(needsSources('/oss/installation')).toBe(true);
    expect(needsSources('/cp/guide/sharing')).toBe(false);
    expect(needsSources('/oss/installation-notes')).toBe(false);
  });
});
