import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED } from '@/lib/fs/generated-paths';
import { writeIfChanged } from '@/lib/fs/write-if-changed';
import type { OpenApiDocument } from './document-types';

/** The engine's OpenAPI document: the one source of the API reference page. */
export const OPENAPI_FILE = path.join(process.cwd(), 'openapi', 'wren-engine.json');

let document: OpenApiDocument | undefined;

export function readOpenApiDocument(): OpenApiDocument {
  document ??= JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
  return document;
}

/** Where the page's route is, and where the document is served for Swagger UI. */
export const API_REFERENCE_ROUTE = '/oss/wren_engine_api/';
export const OPENAPI_JSON_ROUTE = '/oss/wren_engine_api/openapi.json';
export const API_REFERENCE_TITLE = 'Wren Engine API reference';
export const API_REFERENCE_DESCRIPTION =
  'Every Wren Engine HTTP call: dry-plan, query, validate, metadata and analysis, with parameters, schemas, defaults and examples.';

/** Where the content build leaves the reference's rendered operations and schemas. */
const API_HTML_FILE = GENERATED.apiHtml;

export function writeApiHtml(html: string): void {
  writeIfChanged(API_HTML_FILE, html);
}

export function readApiHtml(): string {
  try {
    return readFileSync(API_HTML_FILE, 'utf8');
  } catch (error) {
    throw new Error(`The API reference HTML is missing at ${API_HTML_FILE}: run 'npm run content' first.`, { cause: error });
  }
}
