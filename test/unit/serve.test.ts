import { request } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '@/lib/hosting/static-server';
import { CONTENT_SECURITY_POLICY } from '@/lib/hosting/security-headers';

let server: Server;
let port: number;
const PAGE = `<!DOCTYPE html><title>Overview</title>${'<p>Wren AI overview text.</p>'.repeat(100)}`;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'serve-'));
  for (const [name, text] of Object.entries({
    'index.html': '<!DOCTYPE html><title>Home</title>',
    '404.html': '<!DOCTYPE html><title>Page not found</title>',
    'cp/overview.html': PAGE,
    'cp/releases.html': 'list',
    'cp/releases/0.7.0.html': 'note',
    'cp/overview.md': '# Overview',
    'cp/releases/feed.json': '{}',
    '_next/static/a.js': '1',
    'styles.css': 'a{}',
    _headers: '/*',
  })) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  server = await startServer(root, 0, '127.0.0.1');
  port = (server.address() as { port: number }).port;
});
afterAll(() => server?.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Sends the request target exactly as given (fetch would normalise '//' and the like). */
function send(target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res
        .on('data', (chunk) => chunks.push(chunk))
        .on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject).end();
  });
}

describe('the preview server', () => {
  it('survives odd request targets: the home page for runs of slashes, 404 or 400 for the rest', async () => {
    const expected: Record<string, number> = { '//': 200, '///': 200, '//[': 404, '//%': 404, '//a:b@': 404, 'http://[': 400, '*': 400 };
    for (const [target, status] of Object.entries(expected)) expect((await send(target)).status, target).toBe(status);
    expect((await send('/')).status).toBe(200);
  });

  it('never redirects off the site, nor to itself', async () => {
    const offSite = await send('//x//evil.com/a.html');
    expect(offSite.status).toBe(301);
    expect(offSite.headers.location).toBe('/x/evil.com/a');
    const escaped = await send('/cp/overview%2ehtml');
    expect(escaped.headers.location).toBe('/cp/overview');
    expect((await send(escaped.headers.location as string)).status).toBe(200);
  });

  it('redirects .html and /index.html to the clean address with the query, and serves folders beside pages', async () => {
    expect((await send('/cp/overview.html?q=1')).headers.location).toBe('/cp/overview?q=1');
    expect((await send('/index.html')).headers.location).toBe('/');
    expect((await send('/cp/releases')).body.toString()).toBe('list');
    expect((await send('/cp/releases/0.7.0')).body.toString()).toBe('note');
    const missing = await send('/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('Page not found');
  });

  it('sends the security headers with every answer: pages, redirects, misses and refused methods', async () => {
    for (const answer of [
      await send('/'),
      await send('/cp/overview.html'),
      await send('/nope'),
      await send('/', {}, 'POST'),
      await send('//'),
    ]) {
      expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await send('/', {}, 'POST')).status).toBe(405);
  });

  it('revalidates with ETag and Last-Modified, answering 304', async () => {
    const first = await send('/cp/overview');
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    expect((await send('/cp/overview', { 'if-none-match': first.headers.etag as string })).status).toBe(304);
    expect((await send('/cp/overview', { 'if-modified-since': first.headers['last-modified'] as string })).status).toBe(304);
  });

  it('types each file by its extension, as send does, and a miss as the HTML page it gets', async () => {
    const types: Record<string, string> = {
      '/cp/overview': 'text/html; charset=utf-8',
      '/cp/overview.md': 'text/markdown; charset=utf-8',
      '/cp/releases/feed.json': 'application/json; charset=utf-8',
      '/_next/static/a.js': 'text/javascript; charset=utf-8',
      '/styles.css': 'text/css; charset=utf-8',
      '/_headers': 'application/octet-stream',
      '/nope': 'text/html; charset=utf-8',
    };
    for (const [target, type] of Object.entries(types)) expect((await send(target)).headers['content-type'], target).toBe(type);
  });

  it('answers a Range request with the bytes asked for', async () => {
    const part = await send('/cp/overview', { range: 'bytes=0-14' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-14/${Buffer.byteLength(PAGE)}`);
    expect(part.body.toString()).toBe(PAGE.slice(0, 15));
  });

  it('compresses with brotli or gzip as Accept-Encoding allows, and not at all when it refuses', async () => {
    const br = await send('/cp/overview', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    const gzip = await send('/cp/overview', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    const refused = await send('/cp/overview', { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(PAGE);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });
});
