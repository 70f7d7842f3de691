import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { buildApiReference, describeType } from '@/lib/openapi/reference';
import type { OpenApiDocument, OperationObject } from '@/lib/openapi/document-types';

const document = JSON.parse(readFileSync('openapi/wren-engine.json', 'utf8')) as OpenApiDocument;
const operation = (method: string, path: string) => (document.paths[path] as Record<string, OperationObject>)?.[method];
const schemas = document.components!.schemas!;

/** Spec section 7, call by call: method, path, body schema, query parameters with their defaults. */
const CALLS: [method: string, path: string, body: string | null, query: Record<string, unknown>][] = [
  ['get', '/', null, {}],
  ['get', '/health', null, {}],
  ['get', '/config', null, {}],
  ['patch', '/config', 'ConfigModel', {}],
  ['post', '/v3/connector/dry-plan', 'DryPlanDTO', {}],
  ['post', '/v3/connector/{data_source}/dry-plan', 'DryPlanDTO', {}],
  ['get', '/v3/connector/{data_source}/functions', null, {}],
  ['post', '/v3/connector/{data_source}/model-substitute', 'TranspileDTO', {}],
  ['post', '/v3/connector/{data_source}/query', 'QueryDTO', { dryRun: false, cacheEnable: false, overrideCache: false, limit: undefined }],
  ['post', '/v3/connector/{data_source}/validate/{rule_name}', 'ValidateDTO', {}],
  ['get', '/v2/analysis/sql', 'AnalyzeSQLDTO', {}],
  ['get', '/v2/analysis/sqls', 'AnalyzeSQLBatchDTO', {}],
  ['post', '/v2/connector/dry-plan', 'DryPlanDTO', { is_fallback: undefined }],
  ['post', '/v2/connector/{data_source}/dry-plan', 'DryPlanDTO', { is_fallback: undefined }],
  ['post', '/v2/connector/{data_source}/metadata/tables', 'MetadataDTO', {}],
  ['post', '/v2/connector/{data_source}/metadata/constraints', 'MetadataDTO', {}],
  ['post', '/v2/connector/{data_source}/metadata/version', 'MetadataDTO', {}],
  ['post', '/v2/connector/{data_source}/model-substitute', 'TranspileDTO', { is_fallback: undefined }],
  [
    'post',
    '/v2/connector/{data_source}/query',
    'QueryDTO',
    { is_fallback: undefined, dryRun: false, cacheEnable: false, overrideCache: false, limit: undefined },
  ],
  ['post', '/v2/connector/{data_source}/validate/{rule_name}', 'ValidateDTO', { is_fallback: undefined }],
];

describe('the engine OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document for engine version 0.17.0', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info.version).toBe('0.17.0');
  });

  it('describes exactly the calls of the spec', () => {
    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => key !== 'parameters')
        .map((method) => `${method} ${path}`),
    );
    expect(described.sort()).toEqual(CALLS.map(([method, path]) => `${method} ${path}`).sort());
  });

  it.each(CALLS)('%s %s: body, query parameters, defaults, deprecation and the 422 answer', (method, path, body, query) => {
    const op = operation(method, path)!;
    const bodySchema = op.requestBody?.content?.['application/json']?.schema?.$ref;
    expect(bodySchema ?? null).toBe(body && `#/components/schemas/${body}`);
    if (body) expect(op.requestBody?.required).toBe(true);
    const queryParams = Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema?.default]));
    expect(queryParams).toEqual(query);
    for (const p of (op.parameters ?? []).filter((p) => p.in === 'query')) expect(p.required ?? false).toBe(false);
    expect(op.deprecated === true).toBe(path.startsWith('/v2/'));
    expect(op.responses?.['422']?.content?.['application/json']?.schema?.$ref).toBe('#/components/schemas/HTTPValidationError');
    if (path.includes('{data_source}'))
      expect(op.parameters?.find((p) => p.name === 'data_source')?.schema?.$ref).toBe('#/components/schemas/DataSource');
  });

  it('has the validation error shape, the 15 data sources and the connection defaults of the spec', () => {
    expect(schemas.ValidationError.required?.sort()).toEqual(['loc', 'msg', 'type']);
    expect(schemas.DataSource.enum).toEqual([
      'athena',
      'bigquery',
      'canner',
      'clickhouse',
      'mssql',
      'mysql',
      'oracle',
      'postgres',
      'redshift',
      'snowflake',
      'trino',
      'local_file',
      's3_file',
      'minio_file',
      'gcs_file',
    ]);
    const field = (schema: string, name: string) => schemas[schema].properties![name];
    expect(field('MySqlConnectionInfo', 'sslMode').default).toBe('ENABLED');
    expect(field('TrinoConnectionInfo', 'port').default).toBe(8080);
    expect([
      field('OracleConnectionInfo', 'host').default,
      field('OracleConnectionInfo', 'port').default,
      field('OracleConnectionInfo', 'database').default,
    ]).toEqual(['localhost', 1521, 'orcl']);
    expect(schemas.OracleConnectionInfo.required).toEqual(['user']);
    expect(field('MSSqlConnectionInfo', 'driver').default).toBe('ODBC Driver 18 for SQL Server');
    expect(field('MSSqlConnectionInfo', 'TDS_Version').default).toBe('8.0');
    expect(field('LocalFileConnectionInfo', 'format').default).toBe('csv');
    expect(field('LocalFileConnectionInfo', 'format').enum).toEqual(['csv', 'parquet', 'json']);
    expect(field('CannerConnectionInfo', 'enableSSL').default).toBe(false);
    expect(field('MinioFileConnectionInfo', 'ssl_enabled').default).toBe(false);
    expect(schemas.AthenaConnectionInfo.required?.sort()).toEqual([
      'aws_access_key_id',
      'aws_secret_access_key',
      'region_name',
      's3_staging_dir',
      'schema_name',
    ]);
    expect(document['x-schema-groups']?.model).toHaveLength(15);
  });

  it('has examples that validate against their schemas', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const check = (schema: object | undefined, example: unknown, where: string) => {
      if (!schema || example === undefined) return [];
      // The document's components ride along, so '#/components/schemas/...' resolves inside it.
      const validate = ajv.compile({ ...schema, components: document.components });
      return validate(example) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`];
    };
    const failures: string[] = [];
    let checked = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, OperationObject>)) {
        const media = op.requestBody?.content?.['application/json'];
        if (media) {
          expect(media.example ?? media.examples, `${method} ${path} body example`).toBeDefined();
          checked++;
        }
        failures.push(...check(media?.schema, media?.example, `${method} ${path} body`));
        for (const [status, response] of Object.entries(op.responses ?? {})) {
          const content = response.content?.['application/json'];
          if (content?.example !== undefined) checked++;
          failures.push(...check(content?.schema, content?.example, `${method} ${path} ${status}`));
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });

  it('carries a base64 MDL manifest that decodes to JSON in its query example', () => {
    const example = operation('post', '/v3/connector/{data_source}/query')!.requestBody!.content!['application/json'].example as {
      manifestStr: string;
    };
    const manifest = JSON.parse(Buffer.from(example.manifestStr, 'base64').toString('utf8'));
    expect(manifest).toMatchObject({ catalog: 'wren', schema: 'ecommerce' });
  });
});

describe('buildApiReference', () => {
  const reference = buildApiReference(document);

  it('groups every operation by tag, with unique anchors and deprecated ones marked', () => {
    const operations = reference.operationGroups.flatMap((group) => group.items);
    expect(operations).toHaveLength(CALLS.length);
    expect(new Set(operations.map((op) => op.anchor)).size).toBe(operations.length);
    expect(reference.operationGroups.map((group) => group.name)).toEqual(expect.arrayContaining(['connector', 'analysis']));
    expect(reference.operationGroups.map((group) => group.title)).toEqual(['System', 'Connector', 'Analysis']);
    expect(reference.schemaGroups.map((group) => group.title)).toEqual(['Schemas', 'Model: Connection Info']);
    const query = operations.find((op) => op.method === 'post' && op.path === '/v3/connector/{data_source}/query')!;
    expect(query.anchor).toBe('post-v3connectordata_sourcequery');
    expect(query.parameters.find((p) => p.name === 'dryRun')).toMatchObject({
      in: 'query',
      type: 'boolean',
      default: 'false',
      required: false,
    });
    expect(query.parameters.find((p) => p.name === 'data_source')).toMatchObject({
      in: 'path',
      type: 'DataSource',
      schemaRef: 'DataSource',
      required: true,
    });
    expect(query.request).toMatchObject({
      method: 'POST',
      url: 'http://localhost:8000/v3/connector/postgres/query',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(query.examples.curl).toMatch(/^curl -X POST 'http:\/\/localhost:8000\/v3\/connector\/postgres\/query'/);
    expect(query.body?.fields.map((field) => field.name)).toEqual(['sql', 'manifestStr', 'connectionInfo']);
    expect(operations.filter((op) => op.deprecated).length).toBe(CALLS.filter(([, path]) => path.startsWith('/v2/')).length);
  });

  it('puts the connection-info schemas in the model group', () => {
    const model = reference.schemaGroups.find((group) => group.name === 'model')!;
    expect(model.items.map((schema) => schema.name)).toContain('PostgresConnectionInfo');
    const trino = model.items.find((schema) => schema.name === 'TrinoConnectionInfo')!;
    expect(trino.properties.find((p) => p.name === 'port')?.default).toBe('8080');
  });

  it('describes types briefly', () => {
    expect(describeType({ type: 'array', items: { $ref: '#/components/schemas/Column' } })).toBe('array of Column');
    expect(describeType({ type: ['string', 'integer'] })).toBe('string | integer');
  });
});
