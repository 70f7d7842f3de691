/**
 * What `npm run dev` tells open pages (components/shell/dev-reload.client.tsx): a save is being built,
 * it is built, or it failed. The events travel over a WebSocket on the proxy's address. An EventSource
 * would hold one of the six HTTP/1.1 connections a browser opens to one host, so six open tabs would
 * leave none for the pages themselves.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';

export type ContentEvent =
  /** Sent on each connection: when the last good build ended (Date.now()), 0 before the first. */
  | { event: 'ready'; builtAt: number }
  | { event: 'building' }
  | { event: 'reload'; builtAt: number }
  | { event: 'content-error'; message: string };

export class ContentEvents {
  private readonly sockets = new WebSocketServer({ noServer: true });
  private builtAt = 0;
  /** A page that connects after a failed build still shows the error. */
  private failure: string | undefined;

  constructor(readonly path: string) {}

  /** Takes a WebSocket upgrade for the events' path; says whether it did. */
  accept(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== this.path) return false;
    this.sockets.handleUpgrade(request, socket, head, (client) =>
      client.send(
        JSON.stringify(
          this.failure === undefined
            ? ({ event: 'ready', builtAt: this.builtAt } satisfies ContentEvent)
            : ({ event: 'content-error', message: this.failure } satisfies ContentEvent),
        ),
      ),
    );
    return true;
  }

  building(): void {
    this.send({ event: 'building' });
  }

  built(at: number): void {
    this.builtAt = at;
    this.failure = undefined;
    this.send({ event: 'reload', builtAt: at });
  }

  failed(message: string): void {
    this.failure = message;
    this.send({ event: 'content-error', message });
  }

  close(): void {
    for (const client of this.sockets.clients) client.terminate();
    this.sockets.close();
  }

  private send(event: ContentEvent): void {
    const text = JSON.stringify(event);
    for (const client of this.sockets.clients) client.send(text);
  }
}
