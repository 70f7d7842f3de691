import type { HttpMethod, OpenApiDocument } from './document-types';

/**
 * The document cut down to one operation, for an explorer that shows only that operation: Swagger UI
 * has no option to show one operation (swagger-api/swagger-ui#5251), so it is given a document with
 * one. Components stay whole, so every schema the operation refers to resolves; the server is the
 * reader's.
 */
export function singleOperationDocument(document: OpenApiDocument, method: HttpMethod, path: string, server: string): OpenApiDocument {
  const item = document.paths[path];
  const operation = item?.[method];
  if (!operation) throw new Error(`the document has no ${method.toUpperCase()} ${path}`);
  const tags = new Set(operation.tags ?? []);
  return {
    ...document,
    servers: [{ url: server, description: 'Your Wren Engine' }],
    tags: document.tags?.filter((tag) => tags.has(tag.name)),
    paths: { [path]: { ...(item.parameters ? { parameters: item.parameters } : {}), [method]: operation } },
  };
}
