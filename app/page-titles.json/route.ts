import { getManifest } from '@/lib/content';
import { pageTitles } from '@/lib/content/page-titles';

export const dynamic = 'force-static';

/** The pages' addresses and titles, fetched only by the not-found page to suggest the page a reader meant. */
export function GET() {
  return Response.json(pageTitles(getManifest()));
}
