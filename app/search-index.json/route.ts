import { compactRecords } from '@/lib/search/compact';
import { readSearchRecords } from '@/lib/search/generated';

export const dynamic = 'force-static';

/** The embedded search index: every record of the build, fetched by the browser on first search. */
export function GET() {
  return Response.json(compactRecords(readSearchRecords()));
}
