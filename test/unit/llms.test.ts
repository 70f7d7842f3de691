import { describe, expect, it } from 'vitest';
import type { Manifest, ManifestPage } from '@/lib/content';
import { absolutizeLinks, llmsFullTxt, llmsTxt, pageMarkdown } from '@/lib/llms/format';
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
    body: 'Intro.\n\n<!-- truncate -->\n\nSee [models](/cp/models).\n',
  };

  it('starts with a title line, the description and the source URL, without the truncation marker', () => {
    expect(pageMarkdown(page, SITE)).toBe(
      `# Connect\n\n> How to connect.\n\nSource: ${SITE}/cp/guide/connect\n\nIntro.\n\nSee [models](${SITE}/cp/models).\n`,
    );
  });

  it('puts every page in llms-full.txt after the site title', () => {
    const full = llmsFullTxt({ title: 'Docs', summary: 'All of it.', url: SITE }, [page, { ...page, title: 'Second', url: `${SITE}/two` }]);
    expect(full.startsWith('# Docs\n\n> All of it.\n')).toBe(true);
    expect(full.match(/^# .+$/gm)).toEqual(['# Docs', '# Connect', '# Second']);
    expect(full.split('\n---\n')).toHaveLength(3);
  });

  it('makes root-relative and relative links absolute, leaving anchors, URLs and code alone', () => {
    const markdown = [
      'See [a](/cp/a#x), ![img](/img/a.png), [b](./b.md), [up](../c), [x](#here) and [ext](https://e.example/).',
      'Inline `[no](/no)` stays.',
      '[ref]: /cp/ref',
      '```md',
      '[code](/code)',
      '```',
    ].join('\n');
    expect(absolutizeLinks(markdown, SITE, `${SITE}/cp/guide/page`).split('\n')).toEqual([
      `See [a](${SITE}/cp/a#x), ![img](${SITE}/img/a.png), [b](${SITE}/cp/guide/b.md), [up](${SITE}/cp/c), ` +
        `[x](#here) and [ext](https://e.example/).`,
      'Inline `[no](/no)` stays.',
      `[ref]: ${SITE}/cp/ref`,
      '```md',
      '[code](/code)',
      '```',
    ]);
  });
});
