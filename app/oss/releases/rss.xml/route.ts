import { feedResponse } from '@/lib/releases/feed-data';

export const dynamic = 'force-static';

export function GET() {
  return feedResponse('rss', '/oss/releases');
}
