/** Reads the built site's HTML pages and the text a reader sees on each; shared by scripts/tools/voice-count.ts and the browser tests. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';

export interface OutPage {
  /** The page's address: '/cp/overview', '/' for index.html. */
  route: string;
  /** Its body text without scripts, styles and templates. */
  text: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

const BLOCKS =
  'address, article, aside, blockquote, br, dd, details, div, dl, dt, figcaption, figure, footer, h1, ' +
  'h2, h3, h4, h5, h6, header, hr, li, main, nav, ol, p, pre, section, summary, table, td, th, tr, ul, ' +
  '.line';

/** The text of a page's body a reader can see; `skip` leaves out more parts by CSS selector ('.announcement'). */
export function visibleText(html: string, skip: string[] = []): string {
  // A fragment needs no window, which makes it many times faster than a whole JSDOM document.
  const body = JSDOM.fragment(html.slice(html.search(/<body[\s>]/i) >= 0 ? html.search(/<body[\s>]/i) : 0));
  for (const node of body.querySelectorAll(['script', 'style', 'template', 'noscript', ...skip].join(', '))) node.remove();
  // Blocks and code lines end with a line break, as a reader sees them, so neighbours do not run together.
  for (const node of body.querySelectorAll(BLOCKS)) node.after('\n');
  return body.textContent ?? '';
}

/** Every HTML page of the built site as it is: its address and its HTML. */
export function readOutHtml(root: string): { route: string; html: string }[] {
  return htmlFiles(root).map((file) => {
    const relative = path
      .relative(root, file)
      .replace(/\\/g, '/')
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '');
    return { route: `/${relative}`.replace(/(.)\/$/, '$1'), html: readFileSync(file, 'utf8') };
  });
}

export function readOutPages(root: string, skip: string[] = []): OutPage[] {
  return readOutHtml(root).map(({ route, html }) => ({ route, text: visibleText(html, skip) }));
}
