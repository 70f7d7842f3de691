import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import type { SourceFile } from '@/lib/content/load';
import { buildContent, type BuildOptions } from '@/lib/content/pipeline';
import { ContentErrors } from '@/lib/content/errors';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import { seededRandom } from '@/test/support/random';

let options: BuildOptions;
beforeAll(async () => {
  const highlighter: Highlighter = await getHighlighter();
  options = {
    highlighter,
    sidebars: { cloud: { label: 'Cloud', root: 'cp', items: [{ label: 'Guides', dir: 'guide' }] } },
    includeDrafts: false,
    authors: [],
    links: { appRoutes: ['/'], publicFileExists: () => false },
  };
}, 30_000);

/** Ways to write a page, well or badly. Each says whether the build must accept it. */
const VARIANTS: { name: string; ok: boolean; ext?: string; text: (n: number) => string }[] = [
  { name: 'valid page', ok: true, text: (n) => `---\ntitle: Page ${n}\ndescription: Fine.\n---\n\nIntro.\n\n## Setup\n\nText.\n` },
  { name: 'Windows line endings', ok: true, text: (n) => `---\r\ntitle: Page ${n}\r\n---\r\n\r\n## A\r\n\r\nB\r\n` },
  { name: 'same heading twice', ok: true, text: (n) => `---\ntitle: Twice ${n}\n---\n\n## Setup\n\n## Setup\n\n### Setup\n` },
  { name: 'non-ASCII title', ok: true, text: (n) => `---\ntitle: "連接資料來源 — Ωμέγα ${n} 🙂"\n---\n\n## 步驟\n\n文字。\n` },
  { name: 'very long title', ok: true, text: (n) => `---\ntitle: "${'Long '.repeat(120)}${n}"\n---\n\nBody.\n` },
  { name: 'unclosed code fence', ok: true, text: (n) => `---\ntitle: Fence ${n}\n---\n\n\`\`\`bash\necho never closed\n` },
  { name: 'HTML-looking prose', ok: true, text: (n) => `---\ntitle: Angle ${n}\n---\n\nUse <your-project-id> and a < b > c.\n` },
  { name: 'empty file', ok: false, text: () => '' },
  { name: 'no frontmatter', ok: false, text: () => '# Title\n\nBody\n' },
  { name: 'missing title', ok: false, text: () => '---\ndescription: No title.\n---\nBody\n' },
  { name: 'title of the wrong type', ok: false, text: () => '---\ntitle: [a, b]\n---\nBody\n' },
  { name: 'unknown field', ok: false, text: (n) => `---\ntitle: T${n}\nauthor: me\n---\nBody\n` },
  { name: 'broken YAML', ok: false, text: () => '---\ntitle: "unterminated\n---\nBody\n' },
  { name: 'unclosed frontmatter', ok: false, text: (n) => `---\ntitle: T${n}\n\nBody with no closing line\n` },
  { name: 'unknown code language', ok: false, text: (n) => `---\ntitle: T${n}\n---\n\n\`\`\`klingon\nqapla\n\`\`\`\n` },
  { name: 'unknown block', ok: false, text: (n) => `---\ntitle: T${n}\n---\n\n:::sidebar\nx\n:::\n` },
  { name: 'broken link', ok: false, text: (n) => `---\ntitle: T${n}\n---\n\nSee [nowhere](/cp/guide/no-such-page).\n` },
  { name: 'invalid MDX', ok: false, ext: 'mdx', text: (n) => `---\ntitle: T${n}\n---\n\n<Tabs>\n\nnever closed\n` },
  { name: 'MDX expression', ok: true, ext: 'mdx', text: (n) => `---\ntitle: T${n}\n---\n\nTotal: {1 + 1}\n` },
  { name: 'MDX component that is not imported', ok: false, ext: 'mdx', text: (n) => `---\ntitle: T${n}\n---\n\n<Chart />\n` },
  {
    name: 'MDX import of a missing component',
    ok: false,
    ext: 'mdx',
    text: (n) => `---\ntitle: T${n}\n---\n\nimport { Chart } from '@/components/mdx/chart'\n\n<Chart />\n`,
  },
];

describe('the content pipeline on generated good and bad pages', () => {
  it('builds exactly the good sites, and names every bad file in its error', () => {
    const next = seededRandom(7);
    for (let site = 0; site < 40; site++) {
      const files: (SourceFile & { ok: boolean })[] = Array.from({ length: 1 + Math.floor(next() * 5) }, (_, n) => {
        const variant = VARIANTS[Math.floor(next() * VARIANTS.length)];
        const relativePath = `cp/guide/page-${site}-${n}.${variant.ext ?? 'md'}`;
        return { relativePath, displayPath: `fixture/${relativePath}`, text: variant.text(n), ok: variant.ok };
      });
      const bad = files.filter((file) => !file.ok);
      let routes: string[] | undefined;
      let failure: unknown;
      try {
        routes = buildContent(files, options).manifest.pages.map((page) => page.route);
      } catch (error) {
        failure = error;
      }
      if (!bad.length) {
        expect(failure, `site ${site}: ${files.map((f) => f.relativePath).join(', ')}`).toBeUndefined();
        expect(routes).toHaveLength(files.length);
        continue;
      }
      expect(failure, `site ${site} should fail`).toBeInstanceOf(ContentErrors);
      const messages = (failure as ContentErrors).errors.map((error) => error.message);
      for (const message of messages) expect(files.some((file) => message.startsWith(file.displayPath))).toBe(true);
      expect(bad.some((file) => messages.some((message) => message.startsWith(file.displayPath)))).toBe(true);
    }
  });

  it('fails on two pages claiming one route, naming both', () => {
    const page = (name: string) => ({
      relativePath: `cp/guide/${name}.md`,
      displayPath: `fixture/cp/guide/${name}.md`,
      text: '---\ntitle: Same\nslug: /cp/guide/same\n---\nText\n',
    });
    expect(() => buildContent([page('a'), page('b')], options)).toThrow(
      'fixture/cp/guide/b.md: duplicate route /cp/guide/same: fixture/cp/guide/a.md has the same route',
    );
  });
});
