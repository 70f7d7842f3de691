import { releaseFeed } from '@/lib/releases/feed-data';
import { toRss } from '@/lib/releases/feeds';

export const dynamic = 'force-static';

export function GET() {
  const { info, items } = releaseFeed();
  return new Response(toRss(info, items), { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
