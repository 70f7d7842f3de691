import type { Metadata } from 'next';
import { ApiReferencePage } from '@/components/api/api-reference-page';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import { API_REFERENCE_ROUTE, OPENAPI_JSON_ROUTE, readOpenApiDocument } from '@/lib/openapi/document';
import { buildApiReference } from '@/lib/openapi/reference';

export const metadata: Metadata = {
  title: 'Wren Engine API reference',
  description: 'Every Wren Engine HTTP call: dry-plan, query, validate, metadata and analysis, with parameters, schemas, defaults and examples.',
  alternates: { canonical: API_REFERENCE_ROUTE },
};

export default async function WrenEngineApiPage() {
  return <ApiReferencePage reference={buildApiReference(readOpenApiDocument())} highlighter={await getHighlighter()} documentUrl={OPENAPI_JSON_ROUTE} />;
}
