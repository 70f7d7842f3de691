import { createHash } from 'node:crypto';
import { pageContentSecurityPolicy } from '@/lib/hosting/security-headers';
import { ExportRewriteError } from './rewrite-error';

export const PAGE_CSP = 'page-csp';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?:\s[^>]*)?>([\s\S]*?)<\/script>/g;
const PAGE_CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/;
const CHARSET_META = /<meta charSet="utf-8"\/?>/i;

/** CSP hashes ('sha256-…') of a page's inline scripts, each as the browser hashes it: the text between the tags. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`,
  );
  return [...new Set(hashes)];
}

/**
 * The page with its own CSP meta tag (see lib/hosting/security-headers.ts), right after the charset declaration,
 * before any script; an earlier tag is replaced, so running it twice changes nothing.
 */
export function withPageCsp(html: string, pathname: string): string {
  const without = html.replace(PAGE_CSP_META, '');
  const policy = pageContentSecurityPolicy(pathname, inlineScriptHashes(without));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  if (!CHARSET_META.test(without))
    throw new ExportRewriteError(PAGE_CSP, pathname, 'no <meta charSet="utf-8"/> to put the page\'s CSP after');
  return without.replace(CHARSET_META, (charset) => charset + meta);
}
