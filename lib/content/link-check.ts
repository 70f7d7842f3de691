import { cleanPath } from '@/lib/hosting/clean-path';
import { redirectTarget } from '@/lib/hosting/redirects';
import type { PageLink } from './markdown/rehype-links';

export interface LinkedPage {
  route: string;
  file: string;
  links: PageLink[];
  anchors: string[];
}

export interface LinkTargets {
  /** Routes served by app/ rather than by content files: '/', '/search'. Their anchors are not checked. */
  appRoutes: string[];
  /** Whether a path such as '/img/a.png' is a file in public/. */
  publicFileExists: (path: string) => boolean;
  /**
   * Former addresses sent to a page here (lib/hosting/redirects.ts): only a redirect answers one, so a link to one fails,
   * naming the page to link to. Given, the table is also checked (targets exist, no chains); left out, the site's table
   * is used unchecked.
   */
  redirects?: Readonly<Record<string, string>>;
}

/**
 * Every link that does not land on a page, anchor or file at once, as 'file:line (route): what is wrong': a
 * missing target, a former address only a redirect answers, or a trailing slash, which a plain static host
 * answers with 404. Links include absolute URLs on the site's own origin (docs.getwren.ai), in the body or in `sources`.
 */
export function findBrokenLinks(pages: LinkedPage[], targets: LinkTargets): string[] {
  const anchorsByRoute = new Map(pages.map((page) => [page.route, new Set(page.anchors)]));
  const appRoutes = new Set(targets.appRoutes.map(normalizePath));
  const broken: string[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      const hashIndex = link.href.indexOf('#');
      const written = hashIndex >= 0 ? link.href.slice(0, hashIndex) : link.href;
      const path = normalizePath(written);
      const where = `${page.file}${link.line ? `:${link.line}` : ''} (${page.route})`;
      const anchor = hashIndex >= 0 ? decodeEscapes(link.href.slice(hashIndex + 1)) : '';
      if (anchor === undefined) {
        broken.push(
          `${where}: malformed %-escape in link '${link.written}': write the character itself, or a complete UTF-8 escape such as %C3%A9`,
        );
        continue;
      }
      const anchors = anchorsByRoute.get(path);
      const exists = anchors !== undefined || appRoutes.has(path) || targets.publicFileExists(path);
      const former = exists ? undefined : redirectTarget(path, targets.redirects);
      if (former !== undefined) {
        broken.push(`${where}: broken link '${link.written}': ${path} is a former address only a redirect answers: link to ${former}`);
      } else if (!exists) {
        const own = /^https?:/i.test(link.written);
        broken.push(`${where}: broken link '${link.written}': no page or file at ${path}${own ? OWN_ORIGIN_HINT : ''}`);
      } else if (path !== '/' && /\/$/.test(written.split('?')[0])) {
        broken.push(`${where}: broken link '${link.written}': a plain static host answers ${path}/ with 404: write ${path}`);
      } else if (anchors && anchor && !anchors.has(anchor)) {
        broken.push(`${where}: broken anchor '${link.written}': ${path} has no heading with id '${anchor}'`);
      }
    }
  }
  return broken;
}

const OWN_ORIGIN_HINT =
  " (this site's own address: link to a page here, add the former address to lib/hosting/redirects.ts when a " +
  'page here covers it, or cite it as text with the day it was read)';

function normalizePath(path: string): string {
  const clean = cleanPath(path);
  return clean.length > 1 ? clean.replace(/\/+$/, '') : '/';
}

function decodeEscapes(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
