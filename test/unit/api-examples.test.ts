import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import { ContentError } from '@/lib/content/errors';
import { compactJson, pythonScalar } from '@/lib/openapi/compact-json';
import { titleCase } from '@/lib/openapi/describe';
import { apiMarkdownRenderer } from '@/lib/openapi/markdown';
import { pathSegments } from '@/lib/openapi/path-breaks';
import { schemaFields } from '@/lib/openapi/schema-fields';
import { singleOperationDocument } from '@/lib/openapi/single-operation';
import type { OpenApiDocument } from '@/lib/openapi/document-types';

const document = JSON.parse(readFileSync('openapi/wren-engine.json', 'utf8')) as OpenApiDocument;

describe('compactJson', () => {
  it('keeps arrays and objects of scalars on one line when they fit', () => {
    const rows = {
      columns: ['name', 'orders'],
      data: [
        ['Ada', 3],
        ['Grace', 2],
        ['Linus', 1],
      ],
    };
    expect(compactJson(rows)).toBe(
      '{\n  "columns": ["name", "orders"],\n  "data": [\n    ["Ada", 3],\n    ["Grace", 2],\n    ["Linus", 1]\n  ]\n}',
    );
    expect(compactJson({ a: 1, b: true, c: null })).toBe('{"a": 1, "b": true, "c": null}');
    expect(compactJson([])).toBe('[]');
    expect(compactJson('plain')).toBe('"plain"');
  });

  it('breaks a line of scalars that would pass the width, counting indentation, key and comma', () => {
    const long = Array.from({ length: 12 }, (_, i) => `value-${i}`);
    expect(compactJson(long, { width: 40 }).split('\n')).toHaveLength(14);
    expect(compactJson({ key: ['abcd', 'efgh'] }, { width: 25 })).toBe('{\n  "key": ["abcd", "efgh"]\n}');
    // 2 spaces + '"key": ' + '["abcd", "efgh"]' + ',' is 26 columns: one too many for 25.
    expect(compactJson({ key: ['abcd', 'efgh'], other: { nested: 1 } }, { width: 25 })).toBe(
      '{\n  "key": [\n    "abcd",\n    "efgh"\n  ],\n  "other": {"nested": 1}\n}',
    );
    expect(compactJson({ key: ['abcd', 'efgh'], other: { nested: 1 } }, { width: 26 })).toContain('\n  "key": ["abcd", "efgh"],\n');
  });

  it('never puts an object that holds an object or an array on one line', () => {
    expect(compactJson({ detail: [{ loc: ['body', 'sql'], msg: 'Field required' }] })).toBe(
      '{\n  "detail": [\n    {\n      "loc": ["body", "sql"],\n      "msg": "Field required"\n    }\n  ]\n}',
    );
  });

  it('writes Python literals and keeps an offset on every line', () => {
    expect(compactJson({ on: true, off: false, none: null, n: 1.5 }, { scalar: pythonScalar })).toBe(
      '{"on": True, "off": False, "none": None, "n": 1.5}',
    );
    expect(compactJson({ a: { b: [1, 2] }, c: 'x' }, { offset: 4, width: 20 })).toBe(
      '{\n      "a": {\n        "b": [1, 2]\n      },\n      "c": "x"\n    }',
    );
  });

  it('is JSON that parses back to the value', () => {
    for (const [, item] of Object.entries(document.paths)) {
      for (const operation of Object.values(item)) {
        const example = (operation as { requestBody?: { content?: Record<string, { example?: unknown }> } }).requestBody?.content?.[
          'application/json'
        ]?.example;
        if (example !== undefined) expect(JSON.parse(compactJson(example))).toEqual(example);
      }
    }
  });
});

describe('pathSegments', () => {
  it('breaks only after a slash (not the leading one) and before a brace', () => {
    expect(pathSegments('/v3/connector/{data_source}/functions')).toEqual(['/v3/', 'connector/', '{data_source}/', 'functions']);
    expect(pathSegments('/v2/connector/{data_source}/validate/{rule_name}')).toEqual([
      '/v2/',
      'connector/',
      '{data_source}/',
      'validate/',
      '{rule_name}',
    ]);
    expect(pathSegments('/a/{x}{y}')).toEqual(['/a/', '{x}', '{y}']);
    expect(pathSegments('/')).toEqual(['/']);
    expect(pathSegments('/health')).toEqual(['/health']);
  });

  it('keeps every word and hyphenated name whole, and loses no character', () => {
    for (const path of Object.keys(document.paths)) {
      const segments = pathSegments(path);
      expect(segments.join('')).toBe(path);
      for (const segment of segments) expect(segment).toMatch(/^(\/?[\w-]*\/?|\{\w+\}\/?)$/);
    }
    expect(pathSegments('/v3/connector/{data_source}/model-substitute')).toContain('model-substitute');
  });
});

describe('titleCase', () => {
  it('capitalises each word of a tag or group name', () => {
    expect(['system', 'connector', 'analysis'].map(titleCase)).toEqual(['System', 'Connector', 'Analysis']);
    expect(titleCase('model: connection info')).toBe('Model: Connection Info');
  });
});

describe('schemaFields', () => {
  it('follows references and expands nested objects in place, cutting cycles', () => {
    const fields = schemaFields(document, { type: 'array', items: { $ref: '#/components/schemas/Table' } });
    const columns = fields.find((field) => field.name === 'columns')!;
    expect(columns).toMatchObject({ type: 'array of Column', schemaRef: 'Column' });
    const nested = columns.children!.find((field) => field.name === 'nestedColumns')!;
    expect(nested.schemaRef).toBe('Column');
    expect(nested.children).toBeUndefined();
  });

  it('lists the schemas a field may be one of, and marks required fields and defaults', () => {
    const query = schemaFields(document, { $ref: '#/components/schemas/QueryDTO' });
    expect(query.find((field) => field.name === 'connectionInfo')!.options).toHaveLength(15);
    const trino = schemaFields(document, { $ref: '#/components/schemas/TrinoConnectionInfo' });
    expect(trino.find((field) => field.name === 'port')).toMatchObject({ default: '8080', required: false });
    expect(trino.find((field) => field.name === 'host')!.required).toBe(true);
  });
});

describe('singleOperationDocument', () => {
  it('keeps one operation, its tag, every schema and the reader server', () => {
    const single = singleOperationDocument(document, 'post', '/v3/connector/{data_source}/query', 'https://engine.example.test');
    expect(Object.keys(single.paths)).toEqual(['/v3/connector/{data_source}/query']);
    expect(Object.keys(single.paths['/v3/connector/{data_source}/query'])).toEqual(['post']);
    expect(single.tags?.map((tag) => tag.name)).toEqual(['connector']);
    expect(single.servers).toEqual([{ url: 'https://engine.example.test', description: 'Your Wren Engine' }]);
    expect(single.components).toBe(document.components);
    // The document itself is left whole.
    expect(Object.values(document.paths).flatMap((item) => Object.keys(item))).toHaveLength(20);
    expect(() => singleOperationDocument(document, 'delete', '/health', 'http://x')).toThrow(/no DELETE \/health/);
  });
});

describe('descriptions as Markdown', () => {
  it('renders inline code, links and lists, and drops raw HTML as the docs do', async () => {
    const markdown = apiMarkdownRenderer(await getHighlighter());
    expect(markdown('With `cacheEnable`, run it again.', 'test')).toBe('<p>With <code>cacheEnable</code>, run it again.</p>');
    expect(markdown('See [the guide](/oss/engine/guide/overview) and [MDN](https://developer.mozilla.org).', 'test')).toContain(
      '<a href="/oss/engine/guide/overview">the guide</a>',
    );
    expect(markdown('- one\n- two', 'test')).toContain('<li>one</li>');
    const unsafe = markdown('Hi <script>alert(1)</script><img src=x onerror="alert(1)"> there', 'test');
    expect(unsafe).not.toMatch(/<script|onerror|<img/);
    expect(() => markdown('[run](javascript:alert(1))', 'GET /x')).toThrow(ContentError);
    expect(() => markdown('[run](javascript:alert(1))', 'GET /x')).toThrow(/openapi\/wren-engine\.json \(GET \/x\).*javascript:/);
  });
});
