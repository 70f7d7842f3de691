import type { Heading } from './markdown/rehype-headings';
import type { Crumb, NavLink } from './navigation';
import type { SidebarItem } from './sidebar';
import type { SourceLink } from './sources';
import type { ManifestRelease } from '@/lib/releases/build';
import type { Author } from '@/lib/releases/schema';
import type { ChangelogEntry } from '@/lib/releases/changelog';

/**
 * The content manifest: what the pipeline (lib/content/pipeline.ts) found in content/, as it is written
 * to .generated/content/manifest.json and read back at render time (lib/content/index.ts).
 */

export interface ManifestPage {
  route: string;
  /** Source file, relative to the project: 'content/cp/overview.md'. */
  file: string;
  title: string;
  /** From frontmatter, else a summary of the first paragraph, else the title. */
  description: string;
  /** Reader words for search and <meta name="keywords">, from frontmatter. */
  keywords?: string[];
  /** Questions the page answers, in readers' words, for search only (frontmatter). */
  questions?: string[];
  sidebarLabel: string;
  /** Name of the sidebar the page belongs to ('cloud', 'oss'), if any. */
  sidebar?: string;
  toc: Heading[];
  breadcrumbs: Crumb[];
  prev?: NavLink;
  next?: NavLink;
  wordCount: number;
  /** Where the page's facts come from, as links. */
  sources: SourceLink[];
  /** An MDX page compiled to a React module (`.generated/mdx/`), rendered instead of HTML. */
  mdxModule?: true;
}

export interface Sidebar {
  label: string;
  root: string;
  items: SidebarItem[];
}

export interface Manifest {
  pages: ManifestPage[];
  sidebars: Record<string, Sidebar>;
  /** Release notes, newest first. */
  releases: ManifestRelease[];
  /** The open-source changelog (content/releases/changelog.yml), newest first. */
  changelog: ChangelogEntry[];
  authors: Author[];
}
