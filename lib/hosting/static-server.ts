/**
 * Serves a built site (out/) for previews and tests the way a static host does: clean URLs, .html paths
 * redirected to them, 404.html for misses. The HTTP work is done by libraries: `send` (Content-Type from
 * the file's extension, ETag and Last-Modified with 304, Range) and `compression` (brotli or gzip as the
 * request's Accept-Encoding allows). Only the mapping from a URL to a file is ours (lib/static-host.ts).
 * Not a production server: see docs/DEPLOY.md. `npm start` runs it (scripts/tools/serve.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import send from 'send';
import { SECURITY_HEADERS } from '@/lib/hosting/security-headers';
import { cacheControlFor, requestTarget, resolveStaticPath } from '@/lib/hosting/static-host';

export function startServer(root: string, port: number, host: string): Promise<Server> {
  const compress = compression();
  const isFile = (relative: string) => {
    const full = path.join(root, relative);
    return full.startsWith(root) && existsSync(full) && statSync(full).isFile();
  };
  const respond = (request: IncomingMessage, response: ServerResponse) => {
    for (const [name, value] of SECURITY_HEADERS) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const target = requestTarget(request.url);
    if (!target) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    const answer = resolveStaticPath(target.pathname, target.search, isFile);
    if (answer.kind === 'redirect') {
      response.writeHead(301, { location: answer.location }).end();
      return;
    }
    compress(request as never, response as never, () => {
      const missing = answer.status === 404;
      response.statusCode = answer.status;
      response.setHeader('cache-control', missing ? 'no-cache' : cacheControlFor(answer.file));
      send(request, answer.file, {
        root,
        dotfiles: 'allow',
        index: false,
        cacheControl: false,
        etag: !missing,
        lastModified: !missing,
        acceptRanges: !missing,
      })
        .on('error', (error: { status?: number }) => {
          response.statusCode = error.status ?? 500;
          response.end();
        })
        .pipe(response);
    });
  };
  const server = createServer(respond);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
