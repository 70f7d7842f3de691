/** The parts of an OpenAPI 3.1 document the reference page reads. */
export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  additionalProperties?: boolean | SchemaObject;
  example?: unknown;
  writeOnly?: boolean;
  deprecated?: boolean;
  title?: string;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
  example?: unknown;
  deprecated?: boolean;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, { summary?: string; value?: unknown }>;
}

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; description?: string; content?: Record<string, MediaTypeObject> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaTypeObject> }>;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OperationObject>> & { parameters?: ParameterObject[] }>;
  components?: { schemas?: Record<string, SchemaObject> };
  'x-schema-groups'?: Record<string, string[]>;
}
