import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getStaticParams } from '@/lib/content';
import { SWAGGER_UI_FILES } from '@/lib/openapi/swagger-assets';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getStaticParams('/vendor/swagger-ui/[file]');
}

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** Copies a file of swagger-ui-dist, unchanged, into the site. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = (await params).file;
  if (!(Object.values(SWAGGER_UI_FILES) as string[]).includes(file)) return new Response('Not found', { status: 404 });
  const body = readFileSync(path.join(process.cwd(), 'node_modules', 'swagger-ui-dist', file));
  return new Response(body, { headers: { 'content-type': TYPES[path.extname(file)] } });
}
