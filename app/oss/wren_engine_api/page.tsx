import type { Metadata } from 'next';
import { ApiReferencePage } from '@/components/api/api-reference-page';
import { JsonLdScript } from '@/components/seo/json-ld';
import {
  API_REFERENCE_DESCRIPTION,
  API_REFERENCE_ROUTE,
  API_REFERENCE_TITLE,
  OPENAPI_JSON_ROUTE,
  readApiHtml,
  readOpenApiDocument,
} from '@/lib/openapi/document';
import { buildApiReference } from '@/lib/openapi/reference';
import { pageMetadata } from '@/lib/seo/metadata';
import { apiReferenceLd } from '@/lib/seo/structured-data';

const seo = { title: API_REFERENCE_TITLE, description: API_REFERENCE_DESCRIPTION, path: API_REFERENCE_ROUTE };

export const metadata: Metadata = pageMetadata(seo);

export default function WrenEngineApiPage() {
  return (
    <>
      <JsonLdScript data={apiReferenceLd(seo)} />
      <ApiReferencePage reference={buildApiReference(readOpenApiDocument())} html={readApiHtml()} documentUrl={OPENAPI_JSON_ROUTE} />
    </>
  );
}
