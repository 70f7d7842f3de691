import { releaseFeed } from '@/lib/releases/feed-data';
import { toJsonFeed } from '@/lib/releases/feeds';

export const dynamic = 'force-static';

export function GET() {
  const { info, items } = releaseFeed();
  return new Response(toJsonFeed(info, items), { headers: { 'content-type': 'application/feed+json; charset=utf-8' } });
}
