/**
 * A generated corpus of N doc pages, written into a project copy's content/ folder.
 * Pages are the real cp and oss pages taken in turn (code blocks, headings, tables, admonitions, tabs
 * kept); each copy gets its own title, sidebar label, description and URL. Every link in the real
 * pages is site-absolute (/cp/..., /oss/...) or a same-page anchor, and the real pages stay in the
 * copy, so links and anchors stay valid without rewriting.
 * Layout, as a large docs site has it: sections of `sectionSize` pages, each its own top-level folder
 * (content/bench-s01/ ...) and its own sidebar, split into groups of `groupSize` pages (g01/, g02/ ...).
 * (Our doc pages carry their whole sidebar in the HTML and in each RSC payload, about 1 KB per
 * link per page, so one sidebar holding every page would make output grow with the square of N.)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { readContentFiles, type SourceFile } from '@/lib/content/load';

export interface CorpusOptions {
  sectionSize: number;
  groupSize: number;
}

export interface CorpusSidebar {
  name: string;
  label: string;
  root: string;
  items: { label: string; dir: string }[];
}

/** The real doc pages (not release notes), with the page templates expanded (lib/content/load.ts), in path order. */
export function realDocPages(contentDir: string): SourceFile[] {
  return readContentFiles(contentDir).filter((file) => /^(cp|oss)\//.test(file.relativePath));
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Writes `count` pages under contentDir and returns the sidebars that order them. */
export function writeCorpus(contentDir: string, count: number, options: CorpusOptions): CorpusSidebar[] {
  const sources = realDocPages(contentDir).map((file) => matter(file.text));
  const sidebars: CorpusSidebar[] = [];
  for (let i = 0; i < count; i++) {
    const section = Math.floor(i / options.sectionSize) + 1;
    const group = Math.floor((i % options.sectionSize) / options.groupSize) + 1;
    const root = `bench-s${pad(section, 2)}`;
    if (!sidebars[section - 1]) sidebars.push({ name: root, label: `Generated section ${section}`, root, items: [] });
    const sidebar = sidebars[section - 1];
    if (!sidebar.items[group - 1]) sidebar.items.push({ label: `Group ${section}.${group}`, dir: `g${pad(group, 2)}` });
    const source = sources[i % sources.length];
    const n = i + 1;
    const data = {
      ...source.data,
      title: `${source.data.title} (${n})`,
      sidebar_label: `${source.data.sidebar_label ?? source.data.title} (${n})`,
      description: `${source.data.description ?? source.data.title} Generated page ${n}.`,
      sidebar_position: n,
    };
    const dir = path.join(contentDir, root, `g${pad(group, 2)}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `page-${pad(n, 5)}.md`), matter.stringify(source.content, data));
  }
  return sidebars;
}

/** Adds the corpus sidebars to the copy's content/sidebars.ts. */
export function addSidebars(contentDir: string, sidebars: CorpusSidebar[]) {
  const file = path.join(contentDir, 'sidebars.ts');
  const entries = Object.fromEntries(sidebars.map(({ name, ...config }) => [name, config]));
  const source = readFileSync(file, 'utf8');
  if (!source.includes('export default sidebars;')) throw new Error(`${file} no longer ends with 'export default sidebars;'`);
  writeFileSync(
    file,
    source.replace('export default sidebars;', `Object.assign(sidebars, ${JSON.stringify(entries, null, 2)});\n\nexport default sidebars;`),
  );
}
