/**
 * The address `npm run dev` gives the browser: a small proxy in front of `next dev` that holds each
 * request while the content is being built (from the first build at start to the rebuild after a
 * save), so that no page is rendered from content older than what was saved, and none fails because
 * its content is not written yet. `next dev` starts at once on a port of its own, while the content
 * builds; WebSocket upgrades (hot reload) go straight through once it listens.
 */
import { createServer as createHttpServer, ServerResponse, type IncomingMessage, type Server } from 'node:http';
import { connect, Socket } from 'node:net';
import { createProxyServer } from 'http-proxy-3';

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

/** How often, and how far apart, a bodiless request is tried again while `next dev` restarts itself. */
const RETRIES = 100;
const RETRY_DELAY_MS = 100;

/**
 * The proxy itself is http-proxy-3's: it opens a connection per request (`agent: false`, with `Connection: close`:
 * a kept-alive one that next dev has just closed would fail the request on it), drops the hop-by-hop headers, streams
 * both bodies, gives up on the target's request when the browser leaves, and pipes WebSocket upgrades both ways.
 * This module only adds the waiting and the retries.
 */
export function createDevProxy({ target, ready, listening, ownUpgrade }: ProxyOptions): Server {
  const proxy = createProxyServer({ target: { host: '127.0.0.1', port: target }, agent: false });
  // An error once a response or an upgrade is under way (a tab closed mid-stream: ECONNRESET) comes as an event, not to a
  // callback; with no listener, http-proxy-3 throws it and npm run dev would end.
  proxy.on('error', (_error: Error, _request: unknown, client: unknown) => {
    if (client instanceof Socket) client.destroy();
    else if (client instanceof ServerResponse && !client.writableEnded) client.end();
  });

  const forward = (request: IncomingMessage, response: ServerResponse, attempt: number) => {
    proxy.web(request, response, {}, async (error: NodeJS.ErrnoException) => {
      // `next dev` restarting itself (after a next.config change) refuses connections for a moment.
      const bodiless = request.method === 'GET' || request.method === 'HEAD';
      if ((error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET') && bodiless && attempt < RETRIES && !response.headersSent) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        forward(request, response, attempt + 1);
        return;
      }
      console.error(`npm run dev: ${request.method} ${request.url} failed in next dev: ${error.message}`);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`npm run dev: next dev did not answer: ${error.message}\n`);
    });
  };

  const server = createHttpServer((request, response) => void ready(request).then(() => forward(request, response, 0)));

  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (ownUpgrade?.(request, socket, head)) return;
    void listening().then(() => proxy.ws(request, socket, head, {}, () => socket.destroy()));
  });
  return server;
}
