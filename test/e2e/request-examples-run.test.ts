/**
 * Runs the API reference's request examples for real, with the curl and python3 this machine has (the browser group's
 * tools, like Chromium and nginx): each language must send what the reference describes.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXAMPLE_LANGUAGES,
  curlExample,
  exampleRequest,
  javascriptExample,
  pythonExample,
  type ExampleRequest,
} from '@/lib/openapi/request-examples';
import { buildApiReference } from '@/lib/openapi/reference';
import type { OpenApiDocument } from '@/lib/openapi/document-types';

const run = promisify(execFile);
const document = JSON.parse(readFileSync('openapi/wren-engine.json', 'utf8')) as OpenApiDocument;

/**
 * Every language tab sends the same request: each operation's curl, Python and JavaScript examples
 * are run for real against a local server that records what reaches it.
 */
describe('request examples in every language', () => {
  interface Seen {
    method: string;
    url: string;
    contentType?: string;
    body: string;
  }
  let server: Server;
  let base: string;
  let seen: Seen[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({ method: request.method!, url: request.url!, contentType: request.headers['content-type'], body });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"ok": true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server?.close();
  });

  const requestsFor = (server: string): ExampleRequest[] =>
    buildApiReference({ ...document, servers: [{ url: server }] }).operationGroups.flatMap((group) => group.items.map((op) => op.request));

  it('covers three languages, each built from the same request', () => {
    expect(EXAMPLE_LANGUAGES.map((language) => language.id)).toEqual(['curl', 'python', 'javascript']);
    const request = exampleRequest('http://localhost:8000', 'post', '/v3/connector/{data_source}/query', [], { sql: "it's", n: [1, 2] });
    expect(curlExample(request)).toBe(
      `curl -X POST 'http://localhost:8000/v3/connector/postgres/query' \\\n  -H 'Content-Type: ` +
        `application/json' \\\n  -d '{\n  "sql": "it'\\''s",\n  "n": [1, 2]\n}'`,
    );
    expect(pythonExample(request)).toContain(
      'requests.post(\n    "http://localhost:8000/v3/connector/postgres/query",\n    json={\n        ' +
        '"sql": "it\'s",\n        "n": [1, 2]\n    },\n)',
    );
    expect(javascriptExample(request)).toContain(
      "method: 'POST',\n  headers: { 'Content-Type': 'application/json' },\n  body: JSON.stringify(",
    );
    expect(curlExample(exampleRequest('http://h', 'get', '/health', [], undefined))).toBe("curl 'http://h/health'");
  });

  it('sends the same method, URL, headers and body from curl, Python and JavaScript', async () => {
    const requests = requestsFor(base);
    expect(requests).toHaveLength(20);
    const dir = mkdtempSync(path.join(tmpdir(), 'api-examples-'));
    const results: Record<string, Seen[]> = {};

    seen = [];
    for (const request of requests) await run('sh', ['-c', `${curlExample(request)} --silent --output /dev/null`]);
    results.curl = seen;

    // Python: every example in one interpreter; with no `requests` installed, a stand-in on urllib sends the same bytes.
    writeFileSync(path.join(dir, 'run.py'), 'import json, sys\nfor code in json.load(sys.stdin):\n    exec(code, {})\n');
    writeFileSync(
      path.join(dir, 'requests_shim.py'),
      [
        'import json as _json, urllib.request',
        'class _R:',
        '    def __init__(self, r): self.status_code = r.status; self.text = r.read().decode()',
        'def request(method, url, json=None, headers=None):',
        '    data = None if json is None else _json.dumps(json).encode()',
        '    h = dict(headers or {})',
        "    if json is not None: h['Content-Type'] = 'application/json'",
        '    return _R(urllib.request.urlopen(urllib.request.Request(url, data=data, method=method.upper(), headers=h)))',
        'get = lambda url, **k: request("get", url, **k)',
        'post = lambda url, **k: request("post", url, **k)',
        'patch = lambda url, **k: request("patch", url, **k)',
      ].join('\n'),
    );
    const hasRequests = await run('python3', ['-c', 'import requests']).then(
      () => true,
      () => false,
    );
    if (!hasRequests) writeFileSync(path.join(dir, 'requests.py'), 'from requests_shim import *\n');
    seen = [];
    await new Promise<void>((resolve, reject) => {
      const child = execFile('python3', [path.join(dir, 'run.py')], { env: { ...process.env, PYTHONPATH: dir } }, (error) =>
        error ? reject(error) : resolve(),
      );
      child.stdin!.end(JSON.stringify(requests.map(pythonExample)));
    });
    results.python = seen;

    // JavaScript: each example as an ES module, run in order by one Node process.
    const files = requests.map((request, i) => {
      const file = path.join(dir, `example-${i}.mjs`);
      writeFileSync(file, javascriptExample(request));
      return file;
    });
    writeFileSync(path.join(dir, 'run.mjs'), `for (const file of process.argv.slice(2)) await import(file);\n`);
    seen = [];
    await run('node', [path.join(dir, 'run.mjs'), ...files]);
    results.javascript = seen;

    for (const language of ['curl', 'python', 'javascript']) {
      expect(results[language], language).toHaveLength(requests.length);
      results[language].forEach((got, i) => {
        const want = requests[i];
        const where = `${language}: ${want.method} ${want.url}`;
        expect(got.method, where).toBe(want.method);
        expect(`${base}${got.url}`, where).toBe(want.url);
        expect(got.contentType ?? null, where).toBe(want.headers['Content-Type'] ?? null);
        expect(got.body ? JSON.parse(got.body) : undefined, where).toEqual(want.body);
      });
    }
    // The two analysis calls send a JSON body with GET, from every language.
    expect(results.javascript.filter((got) => got.method === 'GET' && got.body)).toHaveLength(2);
  }, 180_000);
});
