/**
 * Serves out/ the way a static host does: clean URLs, .html paths redirected to them, 404.html for
 * misses, gzip for text, and the same security headers as public/_headers and vercel.json. Usage: tsx scripts/serve.ts [--port 3000] [--host 127.0.0.1] [--dir out]
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SECURITY_HEADERS } from '../lib/security-headers';
import { cacheControlFor, contentTypeFor, resolveStaticPath } from '../lib/static-host';
import { argument } from './args';

export interface ServeOptions {
  /** Redirect .html paths to clean ones, as most static hosts do (default true). */
  redirectHtml?: boolean;
}

export function startServer(root: string, port: number, host: string, options: ServeOptions = {}): Promise<Server> {
  const gzipped = new Map<string, Buffer>();
  const isFile = (relative: string) => {
    const full = path.join(root, relative);
    return full.startsWith(root) && existsSync(full) && statSync(full).isFile();
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const answer = resolveStaticPath(url.pathname, url.search, isFile, options.redirectHtml ?? true);
    if (answer.kind === 'redirect') {
      response.writeHead(301, { location: answer.location }).end();
      return;
    }
    const full = path.join(root, answer.file);
    if (!existsSync(full)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = contentTypeFor(answer.file);
    const headers: Record<string, string> = { ...Object.fromEntries(SECURITY_HEADERS), 'content-type': type, 'cache-control': cacheControlFor(answer.file), vary: 'accept-encoding' };
    let body: Buffer = readFileSync(full);
    if (/text|json|xml|svg|javascript|markdown/.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      let compressed = gzipped.get(full);
      if (!compressed) gzipped.set(full, (compressed = gzipSync(body)));
      body = compressed;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    response.writeHead(answer.status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}


if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(argument('--dir', 'out'));
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`Nothing to serve in ${root}: run 'npm run build' first.`);
    process.exit(1);
  }
  const port = Number(argument('--port', process.env.PORT ?? '3000'));
  const host = argument('--host', '127.0.0.1');
  startServer(root, port, host)
    .then(() => console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`))
    .catch((error) => {
      console.error(`Cannot serve: ${(error as Error).message}`);
      process.exit(1);
    });
}
