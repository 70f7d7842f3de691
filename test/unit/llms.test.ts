import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import type { Manifest, ManifestPage } from '@/lib/content';
import { resolveLink } from '@/lib/content/links';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import { renderMarkdown } from '@/lib/content/markdown/render';
import { siteConfig } from '@/lib/config/site-config';
import { llmsFullTxt, llmsTxt, pageMarkdown } from '@/lib/llms/format';
import { docSections, llmsSections, markdownPath } from '@/lib/llms/sections';

const SITE = 'https://docs.example';
const doc = (route: string, title: string, sidebar?: string): ManifestPage => ({
  route,
  title,
  sidebar,
  file: `content${route}.md`,
  description: `About ${title}.`,
  sidebarLabel: title,
  toc: [],
  breadcrumbs: [],
  wordCount: 1,
  sources: [],
});
const manifest: Manifest = {
  pages: [doc('/cp/b', 'B', 'cloud'), doc('/cp/a', 'A', 'cloud'), doc('/oss/x', 'X', 'oss'), doc('/loose', 'Loose')],
  sidebars: {
    cloud: {
      label: 'Cloud',
      root: 'cp',
      items: [
        { type: 'link', label: 'A', href: '/cp/a' },
        { type: 'group', label: 'G', collapsed: false, children: [{ type: 'link', label: 'B', href: '/cp/b' }] },
      ],
    },
    oss: { label: 'Open Source', root: 'oss', items: [{ type: 'link', label: 'X', href: '/oss/x' }] },
  },
  releases: [
    {
      route: '/cp/releases/1.0.0',
      file: 'content/releases/1.0.0.md',
      version: '1.0.0',
      title: 'Cloud 1.0.0',
      authors: ['team'],
      tags: [],
      description: 'First.',
      truncated: false,
      sources: [],
    },
  ],
  changelog: [],
  authors: [],
};

describe('llms.txt', () => {
  it('lists the docs of each sidebar in reading order, the release notes and the API reference, linking the Markdown', () => {
    const api = [{ title: 'API', url: `${SITE}/api/`, description: 'Every call.' }];
    const text = llmsTxt({ title: 'Docs', summary: 'What\nit is.', url: SITE }, llmsSections(manifest, SITE, api), ['A note.']);
    expect(text).toBe(
      [
        '# Docs',
        '> What it is.',
        'A note.',
        '## Cloud',
        `- [A](${SITE}/cp/a.md): About A.\n- [B](${SITE}/cp/b.md): About B.`,
        '## Open Source',
        `- [X](${SITE}/oss/x.md): About X.`,
        '## Other pages',
        `- [Loose](${SITE}/loose.md): About Loose.`,
        '## Release notes',
        `- [Cloud 1.0.0](${SITE}/cp/releases/1.0.0.md): First.`,
        '## API reference',
        `- [API](${SITE}/api/): Every call.`,
      ].join('\n\n') + '\n',
    );
  });

  it('leaves out empty sections and has no section for pages outside sidebars when there are none', () => {
    const sections = docSections({ ...manifest, pages: manifest.pages.slice(0, 3) });
    expect(sections.map((section) => section.title)).toEqual(['Cloud', 'Open Source']);
    expect(llmsTxt({ title: 'D', summary: 's', url: SITE }, [{ title: 'Empty', links: [] }])).toBe('# D\n\n> s\n');
  });

  it('serves each page at its path plus .md', () => {
    expect(markdownPath('/cp/overview')).toBe('/cp/overview.md');
  });
});

describe('page Markdown', () => {
  const page = {
    title: 'Connect',
    description: 'How to connect.',
    url: `${SITE}/cp/guide/connect`,
    body: `Intro.\n\nSee [models](${SITE}/cp/models).\n`,
  };

  it('starts with a title line, the description and the source URL, then the body', () => {
    expect(pageMarkdown(page)).toBe(
      `# Connect\n\n> How to connect.\n\nSource: ${SITE}/cp/guide/connect\n\nIntro.\n\nSee [models](${SITE}/cp/models).\n`,
    );
  });

  it('puts every page in llms-full.txt after the site title', () => {
    const full = llmsFullTxt({ title: 'Docs', summary: 'All of it.', url: SITE }, [page, { ...page, title: 'Second', url: `${SITE}/two` }]);
    expect(full.startsWith('# Docs\n\n> All of it.\n')).toBe(true);
    expect(full.match(/^# .+$/gm)).toEqual(['# Docs', '# Connect', '# Second']);
    expect(full.split('\n---\n')).toHaveLength(3);
  });
});

describe('the Markdown export, the body as written with its links made absolute', () => {
  let highlighter: Highlighter;
  beforeAll(async () => {
    highlighter = await getHighlighter();
  }, 30_000);
  const routes = new Map([
    ['cp/guide/index.md', '/cp/guide'],
    ['cp/guide/dbt.md', '/cp/guide/dbt-cloud'],
  ]);
  const exported = (body: string, mdx = false) =>
    renderMarkdown(highlighter, {
      file: 'content/cp/guide/index.md',
      body,
      mdx,
      ...(mdx ? { module: { globals: {} } } : {}),
      bodyStartLine: 1,
      resolveLink: (written) =>
        resolveLink(written, { route: '/cp/guide', relativePath: 'cp/guide/index.md', routeOfFile: (f) => routes.get(f) }),
    }).markdown;
  const SITE_URL = siteConfig.url;

  it('links each page at the address its rendered page links, leaving anchors, URLs and code alone', () => {
    const markdown = [
      'See [a](/cp/a#x), ![img](/img/a.png), [b](./dbt.md#setup), [up](../c), [x](#here) and [ext](https://e.example/).',
      '',
      'Inline `[no](/no)` stays, and so does [ref].',
      '',
      '[ref]: /cp/ref',
      '',
      '```md',
      '[code](/code)',
      '```',
      '',
    ].join('\n');
    expect(exported(markdown).split('\n')).toEqual([
      `See [a](${SITE_URL}/cp/a#x), ![img](${SITE_URL}/img/a.png), [b](${SITE_URL}/cp/guide/dbt-cloud#setup), ` +
        `[up](${SITE_URL}/c), [x](#here) and [ext](https://e.example/).`,
      '',
      'Inline `[no](/no)` stays, and so does [ref].',
      '',
      `[ref]: ${SITE_URL}/cp/ref`,
      '',
      '```md',
      '[code](/code)',
      '```',
      '',
    ]);
  });

  it('keeps admonitions, tabs and code titles as written, and leaves out the truncation marker and MDX imports', () => {
    expect(exported('Intro.\n\n<!-- truncate -->\n\n:::note[Heads up]\nText.\n:::\n')).toBe('Intro.\n\n:::note[Heads up]\nText.\n:::\n');
    const tabs = '::::tabs\n:::tab[Docker]\n```bash title="run.sh"\ndocker run x\n```\n:::\n::::\n';
    expect(exported(tabs)).toBe(tabs);
    expect(
      exported('import { MdlFields } from \'@/components/mdx/mdl-fields\';\n\nexport const a = 1\n\n<a href="./dbt.md">dbt</a>\n', true),
    ).toBe(`export const a = 1\n\n<a href="${SITE_URL}/cp/guide/dbt-cloud">dbt</a>\n`);
  });

  it('changes only the destinations it rewrites: titles, brackets, nested images and the rest of the text stay as written', () => {
    const body = [
      '* _One_ [a](</cp/a> "A title") and [![logo](/img/logo.png)](./dbt.md)',
      '* __Two__ with a table:',
      '',
      '| a | b |',
      '|-|-|',
      '| [c](/cp/c) | x |',
      '',
      '[ref]:',
      '  /cp/ref "Ref"',
    ].join('\n');
    expect(exported(`\n\n${body}\n\n\n`)).toBe(
      body
        .replace('</cp/a>', `<${SITE_URL}/cp/a>`)
        .replace('(/img/logo.png)', `(${SITE_URL}/img/logo.png)`)
        .replace('(./dbt.md)', `(${SITE_URL}/cp/guide/dbt-cloud)`)
        .replace('(/cp/c)', `(${SITE_URL}/cp/c)`)
        .replace('  /cp/ref', `  ${SITE_URL}/cp/ref`) + '\n',
    );
  });
});
