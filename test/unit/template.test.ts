import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandPageTemplates, readContentFiles, type SourceFile } from '@/lib/content/load';
import { renderTemplate } from '@/lib/content/template';

describe('renderTemplate', () => {
  it('inserts values, dotted names and list items', () => {
    expect(
      renderTemplate('{{name}} at {{core.tag}}: {{#tags}}[{{.}}]{{/tags}}', { name: 'Cursor', core: { tag: 'v1' }, tags: ['a', 'b'] }),
    ).toBe('Cursor at v1: [a][b]');
  });

  it('shows a section for a set value, an inverted one for a missing value, and ? once for a list with items', () => {
    const template = '{{#link}}[{{name}}]({{link}}){{/link}}{{^link}}{{name}}{{/link}}{{?notes}} +{{/notes}}';
    expect(renderTemplate(template, { name: 'A', link: 'https://a', notes: ['x', 'y'] })).toBe('[A](https://a) +');
    expect(renderTemplate(template, { name: 'A', notes: [] })).toBe('A');
  });

  it('nests sections of the same name and reads outer values inside them', () => {
    const template = '{{?notes}}## Notes for {{name}}\n{{#notes}}\n- {{.}}\n{{/notes}}\n{{/notes}}end';
    expect(renderTemplate(template, { name: 'Warp', notes: ['one', 'two'] })).toBe('## Notes for Warp\n- one\n- two\nend');
    expect(renderTemplate(template, { name: 'Warp' })).toBe('end');
  });

  it('drops the line of a section tag that stands alone on it', () => {
    expect(renderTemplate('a\n{{#items}}\n- {{.}}\n{{/items}}\nb\n', { items: ['x'] })).toBe('a\n- x\nb\n');
  });

  it('fails on a value that is not set, a section that does not close and a close without an open', () => {
    expect(() => renderTemplate('{{nmae}}', { name: 'A' })).toThrow('{{nmae}}: no value to insert here');
    expect(() => renderTemplate('{{#a}}x', { a: 1 })).toThrow('{{#a}} is never closed');
    expect(() => renderTemplate('x{{/a}}', {})).toThrow('{{/a}} closes no open section');
  });
});

describe('expandPageTemplates', () => {
  const file = (relativePath: string, text: string): SourceFile => ({ relativePath, displayPath: `content/${relativePath}`, text });
  const template = file('oss/agents/_page.md', '---\ntitle: {{name}} at {{core.tag}}\n---\n\nText.\n');
  const index = file('oss/agents.md', '---\ntitle: Agents\n---\n\n{{#pages}}\n- {{name}}\n{{/pages}}\n');
  const data = file('oss/agents/_pages.yml', '- id: cursor\n  name: Cursor\n- id: warp\n  name: Warp\n');
  const globals = { core: { tag: 'wren-v1.0.0' } };

  it("replaces the template with one page per entry, and renders the folder's page with the entries", () => {
    const files = expandPageTemplates([file('oss/a.md', 'A'), index, template], [data], globals);
    expect(files.map((f) => [f.relativePath, f.displayPath])).toEqual([
      ['oss/a.md', 'content/oss/a.md'],
      ['oss/agents.md', 'content/oss/agents.md'],
      ['oss/agents/cursor.md', 'content/oss/agents/_page.md (cursor)'],
      ['oss/agents/warp.md', 'content/oss/agents/_page.md (warp)'],
    ]);
    expect(files[1].text).toBe('---\ntitle: Agents\n---\n\n- Cursor\n- Warp\n');
    expect(files[3].text).toBe('---\ntitle: Warp at wren-v1.0.0\n---\n\nText.\n');
  });

  it('names the file for a template without data, bad data, a bad id, a value not set and a page written twice', () => {
    const fails = (sources: SourceFile[], dataFiles: SourceFile[]) => () => expandPageTemplates(sources, dataFiles, globals);
    expect(fails([template], [])).toThrow('content/oss/agents/_page.md: a page template needs both _page.md and _pages.yml');
    expect(fails([template], [file('oss/agents/_pages.yml', '- id: [')])).toThrow('content/oss/agents/_pages.yml:1: is not valid YAML');
    expect(fails([template], [file('oss/agents/_pages.yml', '- id: a b\n')])).toThrow('entry 1: id must be a file name');
    expect(fails([template], [file('oss/agents/_pages.yml', '- id: a\n- id: a\n')])).toThrow("entry 2: id 'a' is used twice");
    expect(fails([template], [file('oss/agents/_pages.yml', '- id: a\n')])).toThrow('content/oss/agents/_page.md (a): {{name}}: no value');
    expect(fails([template, file('oss/agents/warp.md', 'W')], [data])).toThrow('which is also a written page');
  });

  it('runs when readContentFiles reads a folder', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'templates-'));
    mkdirSync(path.join(root, 'oss/agents'), { recursive: true });
    for (const f of [template, index, data]) writeFileSync(path.join(root, f.relativePath), f.text);
    const files = readContentFiles(root, 'content');
    expect(files.map((f) => f.relativePath)).toEqual(['oss/agents.md', 'oss/agents/cursor.md', 'oss/agents/warp.md']);
    expect(files[1].text).toContain('title: Cursor at wren-v');
  });
});
