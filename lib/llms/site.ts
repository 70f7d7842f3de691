import { getManifest, getPageMarkdown } from '@/lib/content';
import { API_REFERENCE_DESCRIPTION, API_REFERENCE_ROUTE, API_REFERENCE_TITLE, OPENAPI_JSON_ROUTE } from '@/lib/openapi/document';
import { siteConfig } from '@/lib/config/site-config';
import { absoluteUrl } from '@/lib/seo/urls';
import { llmsFullTxt, llmsTxt, pageMarkdown, type MarkdownPage, type SiteSummary } from './format';
import { docSections, llmsSections, markdownPath } from './sections';

/** This build's llms.txt, llms-full.txt and per-page Markdown, from the content manifest. */

const site = (): SiteSummary => ({
  title: siteConfig.title,
  summary: `The documentation of ${siteConfig.name}. ${siteConfig.tagline}`,
  url: siteConfig.url,
});

const asMarkdownPage = (page: { route: string; title: string; description?: string }): MarkdownPage => ({
  title: page.title,
  description: page.description ?? page.title,
  url: absoluteUrl(page.route),
  body: getPageMarkdown(page.route),
});

export function buildLlmsTxt(): string {
  const api = [
    { title: API_REFERENCE_TITLE, url: absoluteUrl(API_REFERENCE_ROUTE), description: API_REFERENCE_DESCRIPTION },
    {
      title: 'Wren Engine OpenAPI document',
      url: absoluteUrl(OPENAPI_JSON_ROUTE),
      description: 'The OpenAPI description of the Wren Engine HTTP API that the reference is built from.',
    },
  ];
  const notes = [
    `The documentation of Wren AI Cloud (the hosted, commercial edition) lives under ` +
      `${absoluteUrl('/cp')}, the open-source edition under ${absoluteUrl('/oss')}. Each page is also ` +
      `available as Markdown at its address plus .md, as linked below; ${absoluteUrl('/llms-full.txt')} ` +
      `holds every documentation page in one file.`,
  ];
  return llmsTxt(site(), llmsSections(getManifest(), siteConfig.url, api), notes);
}

export function buildLlmsFullTxt(): string {
  return llmsFullTxt(
    site(),
    docSections(getManifest()).flatMap((section) => section.pages.map(asMarkdownPage)),
  );
}

/** Each doc page and release note as a Markdown file: its path relative to the site root, and its text. */
export function markdownFiles(): { path: string; text: string }[] {
  const { pages, releases } = getManifest();
  return [...pages, ...releases].map((page) => ({
    path: markdownPath(page.route).slice(1),
    text: pageMarkdown(asMarkdownPage(page)),
  }));
}
