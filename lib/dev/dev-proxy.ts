/**
 * The address `npm run dev` gives the browser: a small proxy in front of `next dev` that holds each
 * request while the content is being built (from the first build at start to the rebuild after a
 * save), so that no page is rendered from content older than what was saved, and none fails because
 * its content is not written yet. `next dev` starts at once on a port of its own, while the content
 * builds; WebSocket upgrades (hot reload) go straight through once it listens.
 */
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type Socket } from 'node:net';

/** Held while something is pending; settled() resolves once nothing is. */
export class Gate {
  private pending: { promise: Promise<void>; open: () => void } | undefined;

  /** Starts holding; says whether it was open until now. */
  hold(): boolean {
    if (this.pending) return false;
    let open!: () => void;
    const promise = new Promise<void>((resolve) => (open = resolve));
    this.pending = { promise, open };
    return true;
  }

  open(): void {
    const pending = this.pending;
    this.pending = undefined;
    pending?.open();
  }

  get held(): boolean {
    return Boolean(this.pending);
  }

  async settled(): Promise<void> {
    while (this.pending) await this.pending.promise;
  }
}

/** Resolves once something accepts connections on 127.0.0.1:port. */
export async function untilListening(port: number, stopped: () => boolean = () => false): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (stopped()) throw new Error(`nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

export interface ProxyOptions {
  /** The port `next dev` listens on, on 127.0.0.1. */
  target: number;
  /** Resolves when the request may go through: the target listens and no content build is pending. */
  ready(request: IncomingMessage): Promise<void>;
  /** Resolves when the target listens (WebSocket upgrades wait only for this). */
  listening(): Promise<void>;
  /** WebSocket upgrades this takes itself instead (the content events); says whether it took this one. */
  ownUpgrade?: (request: IncomingMessage, socket: Socket, head: Buffer) => boolean;
}

/** Headers of one hop, which each side of the proxy sets for itself (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/** A raw header list ([name, value, name, value, ...]) without the hop-by-hop headers. */
export function endToEnd(raw: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (!HOP_BY_HOP.has(raw[i].toLowerCase())) kept.push(raw[i], raw[i + 1]);
  return kept;
}

export function createDevProxy({ target, ready, listening, ownUpgrade }: ProxyOptions): Server {
  const forward = (request: IncomingMessage, response: ServerResponse, attempt: number) => {
    // A connection per request: a kept-alive one that next dev has just closed fails the request on it.
    const upstream = httpRequest(
      { host: '127.0.0.1', port: target, method: request.method, path: request.url, headers: endToEnd(request.rawHeaders), agent: false },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
        answer.pipe(response);
      },
    );
    upstream.on('error', async (error: NodeJS.ErrnoException) => {
      // `next dev` restarting itself (after a next.config change) refuses connections for a moment.
      const bodiless = request.method === 'GET' || request.method === 'HEAD';
      if ((error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET') && bodiless && attempt < 100 && !response.headersSent) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        forward(request, response, attempt + 1);
        return;
      }
      console.error(`npm run dev: ${request.method} ${request.url} failed in next dev: ${error.message}`);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`npm run dev: next dev did not answer: ${error.message}\n`);
    });
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  };

  const server = createHttpServer((request, response) => void ready(request).then(() => forward(request, response, 0)));

  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (ownUpgrade?.(request, socket, head)) return;
    void listening().then(() => {
      const upstream = connect(target, '127.0.0.1', () => {
        const headers: string[] = [];
        for (let i = 0; i < request.rawHeaders.length; i += 2) headers.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
        upstream.write(`${request.method} ${request.url} HTTP/${request.httpVersion}\r\n${headers.join('\r\n')}\r\n\r\n`);
        if (head.length) upstream.write(head);
        upstream.pipe(socket).pipe(upstream);
      });
      upstream.on('error', () => socket.destroy()).on('close', () => socket.destroy());
      socket.on('close', () => upstream.destroy());
    });
  });
  return server;
}
