import type { Metadata } from 'next';
import { noindexMetadata } from '@/lib/seo/metadata';

/** Where the debug pages live, as on Docusaurus sites. */
export const DEBUG_ROOT = '/__docusaurus/debug';

export const DEBUG_PAGES = [
  {
    slug: '',
    label: 'Index',
    title: 'Debug',
    description: 'What this build of the site is made of: its settings, content, routes and packages.',
  },
  {
    slug: 'config',
    label: 'Config',
    title: 'Site configuration',
    description: 'The site settings this build was made with, from lib/config/site-config.ts and the environment.',
  },
  {
    slug: 'content',
    label: 'Content',
    title: 'Content',
    description: 'The content manifest: every page and release note with its source file.',
  },
  {
    slug: 'globalData',
    label: 'Global data',
    title: 'Global data',
    description: 'Data every page shares: the sidebars, the documentation versions and the locales.',
  },
  {
    slug: 'metadata',
    label: 'Metadata',
    title: 'Build metadata',
    description: 'When the site was built, with which Node.js and which package versions.',
  },
  { slug: 'registry', label: 'Registry', title: 'Registry', description: 'Which source files make which routes.' },
  {
    slug: 'routes',
    label: 'Routes',
    title: 'Routes',
    description: 'Every path the site serves, what it is and whether the sitemap lists it.',
  },
] as const;

export type DebugSlug = (typeof DEBUG_PAGES)[number]['slug'];

export const debugPath = (slug: DebugSlug) => (slug ? `${DEBUG_ROOT}/${slug}` : DEBUG_ROOT);

export function debugPage(slug: DebugSlug) {
  return DEBUG_PAGES.find((page) => page.slug === slug)!;
}

/** Debug pages stay out of search engines and the sitemap. */
export function debugMetadata(slug: DebugSlug): Metadata {
  const page = debugPage(slug);
  return noindexMetadata(`Debug: ${page.title}`, page.description);
}
