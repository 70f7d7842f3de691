import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RenderedMarkdown } from '@/lib/content/markdown/render';
import { codeFingerprint, loadDevSession, saveDevSession } from '@/lib/dev/dev-session';

const rendered: RenderedMarkdown = {
  html: '<p>Hello</p>',
  markdown: 'Hello',
  headings: [{ depth: 2, text: 'Setup', id: 'setup' }],
  anchors: ['setup'],
  links: [{ href: '/cp/overview', written: '/cp/overview', line: 3 }],
  codeBlocks: [],
  prose: [],
  wordCount: 1,
  searchBlocks: [{ kind: 'text', text: 'Hello' }],
  firstParagraph: 'Hello',
};

describe('dev session', () => {
  it('gives back the rendered pages and API reference a run with the same code saved', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'dev-session-')), 'cache', 'session.json');
    const session = {
      renderCache: new Map([['key', { output: rendered, resolved: [] }]]),
      api: { reference: { title: 'API', version: '1', server: '', operationGroups: [], schemaGroups: [] }, html: '<h2>API</h2>' },
    };
    saveDevSession(session, 'code-1', file);
    const loaded = loadDevSession('code-1', file);
    expect(loaded.reused).toBe(1);
    expect(loaded.session.renderCache.get('key')?.output).toEqual(rendered);
    expect(loaded.session.api).toEqual(session.api);
  });

  it('starts empty when the code changed, or when the file is missing or unreadable', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dev-session-'));
    const file = path.join(dir, 'session.json');
    saveDevSession({ renderCache: new Map([['key', { output: rendered, resolved: [] }]]) }, 'code-1', file);
    expect(loadDevSession('code-2', file)).toMatchObject({ reused: 0, session: { renderCache: new Map() } });
    expect(loadDevSession('code-1', path.join(dir, 'missing.json')).reused).toBe(0);
    writeFileSync(file, '{"fingerprint": "code-1", "renders": [');
    expect(loadDevSession('code-1', file).reused).toBe(0);
  });

  it('fingerprints the code a render depends on: a change under lib/ or to the content build changes it, a bench script does not', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'dev-fingerprint-'));
    for (const dir of ['lib/content', 'scripts/build', 'components/mdx']) mkdirSync(path.join(root, dir), { recursive: true });
    writeFileSync(path.join(root, 'lib/content/render.ts'), 'export const a = 1;');
    writeFileSync(path.join(root, 'scripts/build/build-content.ts'), 'build();');
    writeFileSync(path.join(root, 'scripts/dev-bench.ts'), 'bench();');
    writeFileSync(path.join(root, 'package-lock.json'), '{}');
    const first = codeFingerprint(root);
    expect(codeFingerprint(root)).toBe(first);
    writeFileSync(path.join(root, 'scripts/dev-bench.ts'), 'bench(2);');
    expect(codeFingerprint(root)).toBe(first);
    writeFileSync(path.join(root, 'lib/content/render.ts'), 'export const a = 2;');
    const second = codeFingerprint(root);
    expect(second).not.toBe(first);
    writeFileSync(path.join(root, 'scripts/build/build-content.ts'), 'build(2);');
    expect(codeFingerprint(root)).not.toBe(second);
  });
});
