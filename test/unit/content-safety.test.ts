import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentErrors } from '@/lib/content/errors';
import { PAGE_SIZE_WARNING_BYTES, readContentFiles } from '@/lib/content/load';
import { buildContent, type BuildOptions } from '@/lib/content/pipeline';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import { unsafeAddressError } from '@/lib/content/markdown/rehype-links';

let options: BuildOptions;
beforeAll(async () => {
  options = {
    highlighter: await getHighlighter(),
    sidebars: { cloud: { label: 'Cloud', root: 'cp', items: [{ label: 'Guides', dir: 'guide' }] } },
    includeDrafts: false,
    authors: [],
    links: { appRoutes: ['/'], publicFileExists: () => false },
  };
}, 30_000);

/** The build's error messages for one page at content/cp/guide/x.md, or [] when it builds. */
function errorsFor(body: string, frontmatter = 'title: X'): string[] {
  const text = `---\n${frontmatter}\n---\n\n${body}\n`;
  try {
    buildContent([{ relativePath: 'cp/guide/x.md', displayPath: 'content/cp/guide/x.md', text }], options);
    return [];
  } catch (error) {
    return error instanceof ContentErrors ? error.errors.map((e) => e.message) : [(error as Error).message];
  }
}

describe('links and images that could run script', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'java%09script:x',
  ])('rejects a link to %s', (href) => {
    const errors = errorsFor(`Text.\n\n[click](${href})`);
    if (href.startsWith('java%09')) {
      // Percent-escaped, it is a relative path, not a scheme: the link check reports it as a missing page.
      expect(errors[0]).toMatch(/^content\/cp\/guide\/x\.md:7 \(\/cp\/guide\/x\): broken link/);
      return;
    }
    const scheme = href.split(':')[0].toLowerCase();
    expect(errors).toEqual([
      `content/cp/guide/x.md:7: link to a '${scheme}:' address is not allowed in content: link to a page, ` +
        `a file or an http(s) or mailto: address; to show code, put it in a code block`,
    ]);
  });

  it('rejects data: and javascript: images, and addresses with tabs or control characters before the scheme', () => {
    expect(errorsFor('![chart](data:image/svg+xml;base64,PHN2Zz4=)')).toEqual([
      "content/cp/guide/x.md:5: image to a 'data:' address is not allowed in content: put the image file " +
        'under public/img/ and use its path',
    ]);
    expect(errorsFor('<javascript:alert(1)>')).toHaveLength(1);
    expect(unsafeAddressError('a', '\u0001java\tscript:alert(1)')).toMatch(/'javascript:'/);
    expect(unsafeAddressError('a', 'https://example.com')).toBeUndefined();
    expect(unsafeAddressError('a', 'mailto:team@example.com')).toBeUndefined();
    expect(unsafeAddressError('img', 'mailto:team@example.com')).toMatch(/'mailto:'/);
    expect(unsafeAddressError('a', '/cp/overview#a:b')).toBeUndefined();
  });

  it('leaves raw HTML out of the page, so an inline handler cannot reach it', () => {
    expect(errorsFor('<a href="javascript:alert(1)">x</a> <img src=x onerror="alert(1)">')).toEqual([]);
  });
});

describe('slugs and escapes', () => {
  it('rejects a slug that climbs out of the site or leaves its section, on the slug line', () => {
    expect(errorsFor('Body.', 'title: X\nslug: /../../../README')[0]).toBe(
      'content/cp/guide/x.md:3: invalid frontmatter: slug: must be an absolute route such as ' +
        "'/cp/overview', with no empty, '.' or '..' segments",
    );
    expect(errorsFor('Body.', 'title: X\nslug: /cp//x')[0]).toMatch(/slug: must be an absolute route/);
    expect(errorsFor('Body.', 'title: X\nslug: /oss/x')).toEqual([
      "content/cp/guide/x.md:3: slug: '/oss/x' leaves the page's section: a page under content/cp/ needs a slug under /cp/",
    ]);
    expect(errorsFor('Body.', 'title: X\nslug: /cp/guide/elsewhere')).toEqual([]);
  });

  it('reports a malformed escape with the file, line and link instead of "URI malformed"', () => {
    expect(errorsFor('See [x](/cp/guide/x#%E0%A4).')).toEqual([
      "content/cp/guide/x.md:5 (/cp/guide/x): malformed %-escape in link '/cp/guide/x#%E0%A4': write the " +
        'character itself, or a complete UTF-8 escape such as %C3%A9',
    ]);
    expect(errorsFor('See [x](/x%E0%A4).')[0]).toMatch(/^content\/cp\/guide\/x\.md:5 \(\/cp\/guide\/x\): broken link '\/x%E0%A4'/);
  });

  it('reports a YAML error on the line that has it', () => {
    expect(errorsFor('Body.', 'title: X\nfoo: bar: baz')[0]).toBe(
      'content/cp/guide/x.md:3: frontmatter is not valid YAML: Nested mappings are not allowed in compact mappings',
    );
  });
});

describe('files', () => {
  const folder = (files: Record<string, string | Buffer>) => {
    const root = mkdtempSync(path.join(tmpdir(), 'content-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), text);
    }
    return root;
  };
  const read = (files: Record<string, string | Buffer>, warnings: string[] = []) => {
    try {
      return readContentFiles(folder(files), 'content', (message) => warnings.push(message));
    } catch (error) {
      return (error as ContentErrors).errors.map((e) => e.message);
    }
  };
  const page = '---\ntitle: T\n---\nBody é\n';

  it('rejects text that is not UTF-8, naming the line', () => {
    expect(read({ 'cp/a.md': Buffer.concat([Buffer.from('---\ntitle: T\n---\nCaf'), Buffer.from([0xe9]), Buffer.from('\n')]) })).toEqual([
      'content/cp/a.md:4: is not valid UTF-8 (perhaps Latin-1 or Windows-1252): save it as UTF-8',
    ]);
  });

  it('drops a byte-order mark with a warning, and warns about a very large page', () => {
    const warnings: string[] = [];
    const files = read({ 'cp/a.md': `\uFEFF${page}`, 'cp/big.md': page + 'word '.repeat(PAGE_SIZE_WARNING_BYTES / 5 + 10) }, warnings) as {
      text: string;
    }[];
    expect(files[0].text).toBe(page);
    expect(warnings).toEqual([
      'content/cp/a.md: starts with a byte-order mark, which was ignored; save the file as UTF-8 without BOM',
      expect.stringMatching(/^content\/cp\/big\.md: 200 KB of Markdown \(over 200 KB\)/),
    ]);
  });

  it('rejects names a URL cannot carry, names that differ only by case, and upper-case extensions', () => {
    expect(
      read({
        'cp/a b.md': page,
        'cp/c#d.md': page,
        'cp/e?f.md': page,
        'cp/Guide.md': page,
        'cp/guide.md': page,
        'cp/g.MD': page,
        'cp/h.md': page,
      }),
    ).toEqual([
      "content/cp/a b.md: the name 'a b.md' cannot be part of a URL as it is: use only letters, digits, " +
        "'-', '_' and '.', and do not start with '.'",
      "content/cp/c#d.md: the name 'c#d.md' cannot be part of a URL as it is: use only letters, digits, " +
        "'-', '_' and '.', and do not start with '.'",
      "content/cp/e?f.md: the name 'e?f.md' cannot be part of a URL as it is: use only letters, digits, " +
        "'-', '_' and '.', and do not start with '.'",
      "content/cp/g.MD: has the extension '.MD': rename it to '.md' (only .md and .mdx are built)",
      'content/cp/guide.md: differs from content/cp/Guide.md only by case; hosts that ignore case would serve one for both: rename one',
    ]);
  });
});
