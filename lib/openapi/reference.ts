import GithubSlugger from 'github-slugger';
import { describeType, refName, titleCase } from './describe';
import { EXAMPLE_WRITERS, exampleRequest, type ExampleLanguage, type ExampleRequest } from './request-examples';
import { schemaFields, type SchemaField } from './schema-fields';
import {
  HTTP_METHODS,
  type HttpMethod,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type SchemaObject,
} from './document-types';

export interface ApiParameter {
  name: string;
  in: ParameterObject['in'];
  required: boolean;
  type: string;
  /** The schema the type names (`DataSource`), linked to its section. */
  schemaRef?: string;
  default?: string;
  description?: string;
}

export interface ApiBody {
  required: boolean;
  /** The schema's name when it is a $ref, else a type description. */
  type: string;
  schemaRef?: string;
  description?: string;
  example?: unknown;
  /** The body's fields, nested objects included. */
  fields: SchemaField[];
}

export interface ApiResponse {
  status: string;
  description?: string;
  type?: string;
  schemaRef?: string;
  example?: unknown;
  fields: SchemaField[];
}

export interface ApiOperation {
  /** Anchor on the page: 'post-v3-connector-data_source-query'. */
  anchor: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  deprecated: boolean;
  tag: string;
  parameters: ApiParameter[];
  body?: ApiBody;
  responses: ApiResponse[];
  /** The example call, and the same call written in each language of the tabs. */
  request: ExampleRequest;
  examples: Record<ExampleLanguage, string>;
}

/** A schema's own field, as its section lists it: a SchemaField without the nested ones. */
export type ApiSchemaProperty = Omit<SchemaField, 'children'>;

export interface ApiSchema {
  name: string;
  anchor: string;
  description?: string;
  type: string;
  properties: ApiSchemaProperty[];
  /** The same fields for the expandable list, nested objects included. */
  fields: SchemaField[];
  enumValues?: string[];
}

export interface ApiGroup<T> {
  name: string;
  /** The name as a heading, in Title Case. */
  title: string;
  anchor: string;
  description?: string;
  items: T[];
}

export interface ApiReference {
  title: string;
  version: string;
  description?: string;
  server: string;
  operationGroups: ApiGroup<ApiOperation>[];
  schemaGroups: ApiGroup<ApiSchema>[];
}

export { describeType } from './describe';
export const schemaAnchor = (name: string) => `schema-${name}`;

const formatDefault = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));

function firstExample(media: MediaTypeObject | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = media.examples && Object.values(media.examples)[0];
  return first?.value;
}

function jsonMedia(content: Record<string, MediaTypeObject> | undefined): MediaTypeObject | undefined {
  if (!content) return undefined;
  return content['application/json'] ?? Object.values(content)[0];
}

function toOperation(
  document: OpenApiDocument,
  path: string,
  method: HttpMethod,
  operation: OperationObject,
  slugger: GithubSlugger,
  server: string,
): ApiOperation {
  const parameters = [...(document.paths[path].parameters ?? []), ...(operation.parameters ?? [])];
  const bodyMedia = jsonMedia(operation.requestBody?.content);
  const bodyExample = firstExample(bodyMedia);
  const request = exampleRequest(server, method, path, parameters, bodyExample);
  return {
    anchor: slugger.slug(`${method} ${path}`),
    method,
    path,
    summary: operation.summary ?? `${method.toUpperCase()} ${path}`,
    description: operation.description,
    deprecated: operation.deprecated === true,
    tag: operation.tags?.[0] ?? 'default',
    parameters: parameters.map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required === true,
      type: describeType(p.schema),
      ...(p.schema?.$ref ? { schemaRef: refName(p.schema.$ref) } : {}),
      default: formatDefault(p.schema?.default),
      description: p.description ?? p.schema?.description,
    })),
    body: operation.requestBody
      ? {
          required: operation.requestBody.required === true,
          type: describeType(bodyMedia?.schema),
          schemaRef: bodyMedia?.schema?.$ref && refName(bodyMedia.schema.$ref),
          description: operation.requestBody.description,
          example: bodyExample,
          fields: schemaFields(document, bodyMedia?.schema),
        }
      : undefined,
    responses: Object.entries(operation.responses ?? {}).map(([status, response]) => {
      const media = jsonMedia(response.content);
      const schemaRef = media?.schema?.$ref ?? media?.schema?.items?.$ref;
      return {
        status,
        description: response.description,
        type: media?.schema ? describeType(media.schema) : undefined,
        schemaRef: schemaRef && refName(schemaRef),
        example: firstExample(media),
        fields: schemaFields(document, media?.schema),
      };
    }),
    request,
    examples: Object.fromEntries(Object.entries(EXAMPLE_WRITERS).map(([language, write]) => [language, write(request)])) as Record<
      ExampleLanguage,
      string
    >,
  };
}

function toSchema(document: OpenApiDocument, name: string, schema: SchemaObject): ApiSchema {
  const fields = schemaFields(document, { $ref: `#/components/schemas/${name}` });
  return {
    name,
    anchor: schemaAnchor(name),
    description: schema.description,
    type: describeType(schema),
    enumValues: schema.enum?.map(String),
    fields,
    properties: fields.map(({ children: _nested, ...property }) => property),
  };
}

/** Turns the OpenAPI document into what the reference page renders: operations by tag, schemas by group. */
export function buildApiReference(document: OpenApiDocument): ApiReference {
  const server = document.servers?.[0]?.url ?? 'http://localhost:8000';
  const slugger = new GithubSlugger();
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => toOperation(document, path, method, item[method]!, slugger, server)),
  );
  const tagOrder = [...(document.tags ?? []).map((tag) => tag.name), ...operations.map((op) => op.tag)];
  const tags = [...new Set(tagOrder)].filter((tag) => operations.some((op) => op.tag === tag));
  const schemas = document.components?.schemas ?? {};
  const grouped = document['x-schema-groups'] ?? {};
  const inGroup = new Set(Object.values(grouped).flat());
  const schemaGroups = [
    { name: 'schemas', names: Object.keys(schemas).filter((name) => !inGroup.has(name)) },
    ...Object.entries(grouped).map(([name, names]) => ({ name, names })),
  ].filter((group) => group.names.length);
  return {
    title: document.info.title,
    version: document.info.version,
    description: document.info.description,
    server,
    operationGroups: tags.map((tag) => ({
      name: tag,
      title: titleCase(tag),
      anchor: `tag-${tag}`,
      description: document.tags?.find((t) => t.name === tag)?.description,
      items: operations.filter((op) => op.tag === tag),
    })),
    schemaGroups: schemaGroups.map((group) => ({
      name: group.name,
      title: titleCase(group.name === 'model' ? 'model: connection info' : group.name),
      anchor: `group-${group.name}`,
      items: group.names.filter((name) => schemas[name]).map((name) => toSchema(document, name, schemas[name])),
    })),
  };
}
