import { describe, expect, it } from 'vitest';
import { parseSource } from '@/lib/content/frontmatter';

const file = 'content/cp/guide/dbt.md';
const parse = (text: string) => parseSource(file, text);

describe('parseSource', () => {
  it('returns validated frontmatter, the body and the line the body starts on', () => {
    const result = parse('---\ntitle: dbt\ndescription: Sync dbt models.\nsidebar_position: 3\n---\n\nBody text.\n');
    expect(result.frontmatter).toEqual({ title: 'dbt', description: 'Sync dbt models.', sidebar_position: 3 });
    expect(result.body.trim()).toBe('Body text.');
    expect(result.bodyStartLine).toBe(6);
  });

  it('accepts Windows line endings', () => {
    expect(parse('---\r\ntitle: dbt\r\n---\r\nBody\r\n').frontmatter.title).toBe('dbt');
  });

  it('names the file and the field when the title is missing', () => {
    expect(() => parse('---\ndescription: No title here.\n---\nBody')).toThrow(
      'content/cp/guide/dbt.md: invalid frontmatter: title: required',
    );
  });

  it('names the line and the expected type of a wrongly typed field', () => {
    expect(() => parse('---\ntitle: dbt\nsidebar_position: first\n---\n')).toThrow(
      'content/cp/guide/dbt.md:3: invalid frontmatter: sidebar_position: expected number, got "first"',
    );
  });

  it('takes keywords as a list of words and names the entry that is not one', () => {
    expect(parse('---\ntitle: Billing\nkeywords:\n  - pricing\n  - invoice\n---\n').frontmatter.keywords).toEqual(['pricing', 'invoice']);
    expect(() => parse('---\ntitle: Billing\nkeywords: pricing\n---\n')).toThrow(
      'content/cp/guide/dbt.md:3: invalid frontmatter: keywords: expected array, got "pricing"',
    );
    expect(() => parse('---\ntitle: Billing\nkeywords:\n  - pricing\n  - 42\n---\n')).toThrow(
      'content/cp/guide/dbt.md:3: invalid frontmatter: keywords.1: expected string, got 42',
    );
    expect(() => parse('---\ntitle: Billing\nkeywords:\n  - pricing\n  - " "\n---\n')).toThrow(
      'invalid frontmatter: keywords.1: must not be empty',
    );
  });

  it('takes questions as a list of at most 12 short sentences and names the entry that is not one', () => {
    expect(parse('---\ntitle: Billing\nquestions:\n  - how much does it cost\n---\n').frontmatter.questions).toEqual([
      'how much does it cost',
    ]);
    expect(() => parse('---\ntitle: Billing\nquestions: how much\n---\n')).toThrow(
      'content/cp/guide/dbt.md:3: invalid frontmatter: questions: expected array, got "how much"',
    );
    expect(() => parse(`---\ntitle: Billing\nquestions:\n  - ok\n  - ${'x'.repeat(101)}\n---\n`)).toThrow(
      'content/cp/guide/dbt.md:3: invalid frontmatter: questions.1: must be at most 100 characters',
    );
    expect(() => parse(`---\ntitle: Billing\nquestions:\n${'  - why\n'.repeat(13)}---\n`)).toThrow(
      'invalid frontmatter: questions: must have at most 12 entries',
    );
  });

  it('lists the allowed fields when it meets an unknown one', () => {
    expect(() => parse('---\ntitle: dbt\nsidebar_lable: dbt\n---\n')).toThrow(
      "invalid frontmatter: unknown field 'sidebar_lable' (allowed: title, description, keywords, " +
        'questions, sidebar_label, sidebar_position, slug, draft, sources)',
    );
  });

  it('reports YAML syntax errors with their line', () => {
    expect(() => parse('---\ntitle: dbt\ndescription: [unclosed\n---\n')).toThrow(
      /^content\/cp\/guide\/dbt\.md:\d+: frontmatter is not valid YAML/,
    );
  });

  it('rejects empty files, files without frontmatter and empty titles', () => {
    expect(() => parse('')).toThrow('content/cp/guide/dbt.md: file is empty');
    expect(() => parse('# Just a heading\n')).toThrow('content/cp/guide/dbt.md:1: missing frontmatter');
    expect(() => parse('---\ntitle: "  "\n---\n')).toThrow('title: must not be empty');
  });

  it('keeps non-ASCII and very long titles intact', () => {
    const title = `連接資料來源 ${'x'.repeat(300)}`;
    expect(parse(`---\ntitle: "${title}"\n---\n`).frontmatter.title).toBe(title);
  });
});
