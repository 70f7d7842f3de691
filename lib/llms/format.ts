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
  /** The Markdown body as written, without frontmatter. */
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
export function pageMarkdown(page: MarkdownPage, siteUrl: string): string {
  const body = absolutizeLinks(page.body.replace(/^\s*<!--\s*truncate\s*-->\s*$/gm, ''), siteUrl, page.url).trim();
  return `# ${oneLine(page.title)}\n\n> ${oneLine(page.description)}\n\nSource: ${page.url}\n\n${body}\n`;
}

/** llms-full.txt: every page's Markdown, one after another. */
export function llmsFullTxt(site: SiteSummary, pages: MarkdownPage[]): string {
  return [`# ${site.title}\n\n> ${oneLine(site.summary)}\n`, ...pages.map((page) => pageMarkdown(page, site.url))].join('\n---\n\n');
}

/**
 * Links and images written from the site root ('](/cp/overview)') or relative to the page
 * ('](./guide/dbt.md)') become absolute, so they still work once the text is read away from the
 * site. Anchors, absolute URLs and code are left alone.
 */
export function absolutizeLinks(markdown: string, siteUrl: string, pageUrl: string): string {
  const resolve = (target: string) => {
    if (/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target)) return target;
    return target.startsWith('/') ? `${siteUrl}${target}` : new URL(target, pageUrl).href;
  };
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === null || marker.startsWith(fence))) {
        fence = fence === null ? marker : null;
        return line;
      }
      if (fence !== null) return line;
      return line
        .split(/(`+[^`]*`+)/)
        .map((part, index) =>
          index % 2
            ? part
            : part
                .replace(/(\]\(\s*<?)([^)\s>]+)/g, (_, open: string, target: string) => open + resolve(target))
                .replace(/^(\s*\[[^\]]+\]:\s*<?)([^\s>]+)/, (_, open: string, target: string) => open + resolve(target)),
        )
        .join('');
    })
    .join('\n');
}
