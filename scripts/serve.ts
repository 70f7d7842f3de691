/**
 * Serves out/ for previews and tests the way a static host does: clean URLs, .html paths redirected to
 * them, 404.html for misses. The HTTP work is done by libraries: `send` (ETag and Last-Modified with 304,
 * Range) and `compression` (brotli or gzip as the request's Accept-Encoding allows). Only the mapping
 * from a URL to a file is ours (lib/hosting/static-host.ts). Not a production server: see the README's Deploying.
 * Usage: tsx scripts/serve.ts [--port 3000] [--host 127.0.0.1] [--dir out]
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import send from 'send';
import { SECURITY_HEADERS } from '@/lib/hosting/security-headers';
import { cacheControlFor, contentTypeFor, requestTarget, resolveStaticPath } from '@/lib/hosting/static-host';
import { argument, isMain } from './args';

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
      response.setHeader('content-type', contentTypeFor(answer.file));
      response.setHeader('cache-control', missing ? 'no-cache' : cacheControlFor(answer.file));
      send(request, answer.file, { root, dotfiles: 'allow', index: false, cacheControl: false, etag: !missing, lastModified: !missing, acceptRanges: !missing })
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

if (isMain(import.meta)) {
  const root = path.resolve(argument('--dir', 'out'));
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`Nothing to serve in ${root}: run 'npm run build' first.`);
    process.exit(1);
  }
  const port = Number(argument('--port', process.env.PORT ?? '3000'));
  const host = argument('--host', '127.0.0.1');
  startServer(root, port, host)
    .then(() => console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at ` +
          `http://${host === '127.0.0.1' ? 'localhost' : host}:${port} (a preview server: see the README to ` +
          `deploy)`))
    .catch((error) => {
      console.error(`Cannot serve: ${(error as Error).message}`);
      process.exit(1);
    });
}
