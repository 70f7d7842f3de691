import { SITE_REDIRECTS } from '@/lib/hosting/redirects';
import { notFoundScript } from '@/lib/inline-scripts/clean-address';

export const dynamic = 'force-static';

/**
 * The not-found page's script (lib/inline-scripts/clean-address.ts) as a file: its redirect table, about 7 KB, would
 * otherwise travel in every page's payload, which carries the not-found page's markup.
 */
export function GET() {
  return new Response(notFoundScript(SITE_REDIRECTS), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
