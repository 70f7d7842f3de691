import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import { renderMarkdown } from '@/lib/content/markdown/render';
import { parseCodeMeta } from '@/lib/content/markdown/code-meta';

let highlighter: Highlighter;
beforeAll(async () => {
  highlighter = await getHighlighter();
}, 30_000);

const render = (body: string, mdx = false) =>
  renderMarkdown(highlighter, {
    file: 'content/x.md',
    body,
    mdx,
    bodyStartLine: 5,
    resolveLink: (written) => ({ href: written, target: written }),
  });

describe('renderMarkdown', () => {
  it('gives headings unique GitHub-style ids and self-links, and records levels 2 to 6', () => {
    const out = render('## Set it up\n\n### Set it up\n\n## Connect from Docker?\n');
    expect(out.headings).toEqual([
      { depth: 2, text: 'Set it up', id: 'set-it-up', line: 5 },
      { depth: 3, text: 'Set it up', id: 'set-it-up-1', line: 7 },
      { depth: 2, text: 'Connect from Docker?', id: 'connect-from-docker', line: 9 },
    ]);
    expect(out.html).toContain('<a class="heading-anchor" href="#set-it-up"');
  });

  it('renders admonitions with their default or custom titles', () => {
    expect(render(':::warning\nCareful.\n:::').html).toBe(
      '<aside class="admonition admonition-warning"><p class="admonition-title">Warning</p><p>Careful.</p></aside>',
    );
    expect(render(':::tip[Good to know]\nText.\n:::').html).toContain('<p class="admonition-title">Good to know</p>');
  });

  it('renders tabs as radio inputs, labels and panels, the first one checked, in a block named by its labels', () => {
    const { html } = render('::::tabs\n:::tab[Docker]\nA\n:::\n:::tab[Helm]\nB\n:::\n::::');
    expect(html).toContain('<div class="tabs" data-tab-group="Docker|Helm">');
    expect(html).toContain(
      '<input type="radio" name="tabs-1" id="tabs-1-1" value="Docker" class="tab-input" checked>' +
        '<label for="tabs-1-1" class="tab-label">Docker</label>',
    );
    expect(html).toContain(
      '<label for="tabs-1-2" class="tab-label">Helm</label><div class="tab-panel"><p>A</p></div><div class="tab-panel"><p>B</p></div>',
    );
  });

  it('highlights code at build time with a title, a copy button and no client highlighter', () => {
    const out = render('```yaml title="config.yaml" mdl\nport: 8080\n```');
    expect(out.html).toMatch(
      /^<figure class="code-block" data-language="yaml"><figcaption class="code-title">config.yaml<\/figcaption><pre class="shiki/,
    );
    // Token colours are classes (both themes' colours in one, .generated/code-colors.css); the block has one too.
    expect(out.html).toMatch(/<pre class="shiki [^"]*\bhl-[a-z0-9]+"/);
    expect(out.html).toMatch(/<span class="line"><span class="hl-[a-z0-9]+">port<\/span>/);
    expect(out.html).not.toContain('style=');
    // The language and the copy button follow the code, in the bar above it (doc-page.css).
    expect(out.html).toMatch(/<\/pre><span class="code-lang">yaml<\/span><button type="button" class="copy-button" data-copy=""/);
    expect(render('```text\nplain\n```').html).not.toContain('code-lang');
    expect(out.codeBlocks).toEqual([{ lang: 'yaml', flags: ['mdl'], title: 'config.yaml', code: 'port: 8080', line: 5 }]);
  });

  it('renders GFM tables, task lists and strikethrough', () => {
    const { html } = render('| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n\n~~old~~');
    expect(html).toContain('<table tabindex="0">'); // focusable, since a wide table scrolls
    // Code in a cell wraps only at a space or after _ . / (a <wbr> between pieces that stay whole); a '-' never splits it.
    // A name in the first column stays whole.
    const cells = render('| a | b |\n| - | - |\n| `NODE_ENV` | `DESC USER wren_ai;` and `--no-validate` or `etc/mdl.json` |').html;
    expect(cells).toContain('<td><code>NODE_ENV</code></td>');
    expect(cells).toContain(
      '<td><code class="code-pieces"><span>DESC</span> <span>USER</span> <span>wren_</span><wbr><span>ai;</span></code> and ' +
        '<code>--no-validate</code> or <code class="code-pieces"><span>etc/</span><wbr><span>mdl.</span><wbr><span>json</span></code></td>',
    );
    expect(html).toContain('<input type="checkbox" checked disabled> done');
    expect(html).toContain('<del>old</del>');
  });

  it('keeps colons in prose that look like directives', () => {
    expect(render('Map ports 3000:3000 and set key:value.').html).toBe('<p>Map ports 3000:3000 and set key:value.</p>');
  });

  it('records the first top-level paragraph as plain text, the fallback description', () => {
    expect(
      render(':::note\nAn aside first.\n:::\n\n## Heading\n\nThe **opening** of the [page](/x), with `code` and ports 3000:3000.\n\nLater.')
        .firstParagraph,
    ).toBe('The opening of the page, with code and ports 3000:3000.');
    expect(render('## Only a heading\n\n- a list item').firstParagraph).toBeUndefined();
  });

  it('counts prose words but not code', () => {
    expect(render('One two three.\n\n```bash\nlots of words in code\n```\n\n`inline` four').wordCount).toBe(5);
  });

  it('keeps a former heading id as an anchor with ::anchor, and names the file and line when it has no id', () => {
    const rendered = render('::anchor{#connect}\n\n## Connect step by step');
    expect(rendered.html).toContain('<span id="connect" class="former-anchor"></span>');
    expect([...rendered.anchors]).toEqual(expect.arrayContaining(['connect', 'connect-step-by-step']));
    expect(() => render('Text\n\n::anchor')).toThrow("content/x.md:7: '::anchor' needs an id");
  });

  it('turns a :::cards list of links into a grid of cards, and names the file and line when an item has no link first', () => {
    const html = render(':::cards\n- [Install](/oss/a)\n\n  Install the CLI.\n- [Connect](/oss/b)\n\n  Add a profile.\n:::').html;
    expect(html).toMatch(/^<div class="cards">\s*<ul>\s*<li>\s*<p><a href="\/oss\/a">Install<\/a><\/p>\s*<p>Install the CLI.<\/p>/);
    expect(() => render('Text\n\n:::cards\n- Install first\n:::')).toThrow("content/x.md:7: a ':::cards' block holds one list");
    expect(() => render(':::cards\nJust a paragraph.\n:::')).toThrow(
      "a ':::cards' block holds one list whose items each start with a link",
    );
  });

  it('fails with the file and line for an unknown language, block or tab outside tabs', () => {
    expect(() => render('Text\n\n```klingon\nx\n```')).toThrow("content/x.md:7: unknown code language 'klingon'");
    expect(() => render(':::aside\nx\n:::')).toThrow("content/x.md:5: unknown block ':::aside'");
    expect(() => render(':::tab[A]\nx\n:::')).toThrow("':::tab' must sit inside a '::::tabs' block");
  });

  it('without a module (release notes), accepts the built-in MDX components and rejects expressions, imports and others', () => {
    expect(render('<Admonition type="danger" title="Stop">\nNo.\n</Admonition>', true).html).toContain(
      '<aside class="admonition admonition-danger"><p class="admonition-title">Stop</p>',
    );
    expect(render('<Tabs>\n<Tab label="A">one</Tab>\n<Tab label="B">two</Tab>\n</Tabs>', true).html).toContain(
      '<label for="tabs-1-2" class="tab-label">B</label>',
    );
    expect(() => render('Value: {1 + 1}', true)).toThrow('content/x.md:5: JavaScript expressions ({...}) work in doc pages only');
    expect(() => render("import X from 'x'\n\nText", true)).toThrow('imports and exports work in doc pages only');
    expect(() => render('<Chart data="x" />', true)).toThrow(
      'unknown component <Chart> (release notes may use <Tabs>, <Tab>, <Admonition>)',
    );
  });

  it('reports invalid MDX with its line', () => {
    expect(() => render('Text\n\n<Tabs>\n', true)).toThrow(/^content\/x\.md:\d+: cannot be parsed/);
  });
});

describe('parseCodeMeta', () => {
  it('reads a quoted title and bare flags', () => {
    expect(parseCodeMeta('title="my file.json" mdl')).toEqual({ title: 'my file.json', flags: ['mdl'] });
    expect(parseCodeMeta(undefined)).toEqual({ flags: [] });
  });
});
