import { releaseFeed } from '@/lib/releases/feed-data';
import { toAtom } from '@/lib/releases/feeds';

export const dynamic = 'force-static';

export function GET() {
  const { info, items } = releaseFeed();
  return new Response(toAtom(info, items), { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
}
