/** The text formats of llms.txt (https://llmstxt.org), llms-full.txt and the per-page Markdown files. */

export interface LlmsLink {
  title: string;
  /** Absolute URL. */
  url: string;
  /** One line. */
  description: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface SiteSummary {
  title: string;
  summary: string;
  /** Absolute URL of the site, for links written from its root. */
  url: string;
}

export interface MarkdownPage {
  title: string;
  description: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** The Markdown body, written from the page's Markdown tree with links already absolute (lib/content/markdown/remark-export.ts). */
  body: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** llms.txt: the site's name and summary, then one list of links per section. */
export function llmsTxt(site: SiteSummary, sections: LlmsSection[], notes: string[] = []): string {
  const parts = [`# ${site.title}`, `> ${oneLine(site.summary)}`, ...notes];
  for (const section of sections.filter((s) => s.links.length)) {
    parts.push(
      `## ${section.title}`,
      section.links.map((link) => `- [${oneLine(link.title)}](${link.url}): ${oneLine(link.description)}`).join('\n'),
    );
  }
  return `${parts.join('\n\n')}\n`;
}

/** One page as a Markdown document: a title line, its description, where it lives, then its body. */
export function pageMarkdown(page: MarkdownPage): string {
  const body = page.body.trim();
  return `# ${oneLine(page.title)}\n\n> ${oneLine(page.description)}\n\nSource: ${page.url}\n\n${body}\n`;
}

/** llms-full.txt: every page's Markdown, one after another. */
export function llmsFullTxt(site: SiteSummary, pages: MarkdownPage[]): string {
  return [`# ${site.title}\n\n> ${oneLine(site.summary)}\n`, ...pages.map((page) => pageMarkdown(page))].join('\n---\n\n');
}
