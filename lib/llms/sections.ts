import type { Manifest, ManifestPage } from '@/lib/content/manifest';
import { flattenSidebar } from '@/lib/content/navigation';
import { absoluteUrl } from '@/lib/seo/urls';
import type { LlmsLink, LlmsSection } from './format';

/** Where a page's Markdown version is served: its path plus '.md'. */
export const markdownPath = (route: string) => `${route}.md`;

/** The docs of each sidebar in reading order; pages in no sidebar come last, in a section of their own. */
export function docSections(manifest: Manifest): { title: string; pages: ManifestPage[] }[] {
  const sections = Object.entries(manifest.sidebars).map(([name, sidebar]) => {
    const order = new Map(flattenSidebar(sidebar.items).map((link, index) => [link.href, index]));
    const pages = manifest.pages.filter((page) => page.sidebar === name);
    return { title: sidebar.label, pages: pages.sort((a, b) => (order.get(a.route) ?? Infinity) - (order.get(b.route) ?? Infinity)) };
  });
  const loose = manifest.pages.filter((page) => !page.sidebar || !manifest.sidebars[page.sidebar]);
  return loose.length ? [...sections, { title: 'Other pages', pages: loose }] : sections;
}

/** The sections of llms.txt: each edition's docs, the release notes, and the API reference, linking the Markdown versions. */
export function llmsSections(manifest: Manifest, siteUrl: string, apiReference: LlmsLink[]): LlmsSection[] {
  const link = (page: { route: string; title: string; description?: string }): LlmsLink => ({
    title: page.title,
    url: absoluteUrl(markdownPath(page.route), siteUrl),
    description: page.description ?? page.title,
  });
  return [
    ...docSections(manifest).map((section) => ({ title: section.title, links: section.pages.map(link) })),
    { title: 'Release notes', links: manifest.releases.map(link) },
    { title: 'API reference', links: apiReference },
  ];
}
