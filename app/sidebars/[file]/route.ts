import { getSidebar, getStaticParams } from '@/lib/content';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getStaticParams('/sidebars/[file]');
}

/** A sidebar's whole tree: what a closed group of a doc page fetches when a reader opens it. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const sidebar = getSidebar((await params).file.replace(/\.json$/, ''));
  return sidebar ? Response.json(sidebar.items) : new Response('Not found', { status: 404 });
}
