import { readOpenApiDocument } from '@/lib/openapi/document';

export const dynamic = 'force-static';

export function GET() {
  return Response.json(readOpenApiDocument());
}
