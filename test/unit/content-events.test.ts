import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ContentEvents, type ContentEvent } from '@/lib/dev/content-events';

let server: Server | undefined;
let events: ContentEvents | undefined;
afterEach(async () => {
  events?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

async function serving() {
  events = new ContentEvents('/__wren-dev/events');
  server = createServer((_, response) => response.end());
  server.on('upgrade', (request, socket: Socket, head) => {
    if (!events!.accept(request, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `ws://127.0.0.1:${(server.address() as { port: number }).port}`;
}

/** Connects and collects what the page would receive. */
async function listen(url: string) {
  const received: ContentEvent[] = [];
  const socket = new WebSocket(url);
  socket.on('message', (data) => received.push(JSON.parse(String(data)) as ContentEvent));
  await once(socket, 'open');
  await expect.poll(() => received.length).toBe(1);
  return received;
}

describe('ContentEvents', () => {
  it('greets each page with the end of the last good build, then sends every event to every page', async () => {
    const origin = await serving();
    const first = await listen(`${origin}/__wren-dev/events`);
    expect(first).toEqual([{ event: 'ready', builtAt: 0 }]);
    events!.building();
    events!.built(1234);
    const second = await listen(`${origin}/__wren-dev/events`);
    expect(second).toEqual([{ event: 'ready', builtAt: 1234 }]);
    events!.failed('content/cp/overview.md:3: frontmatter is not valid YAML');
    await expect.poll(() => first.length).toBe(4);
    expect(first.slice(1)).toEqual([
      { event: 'building' },
      { event: 'reload', builtAt: 1234 },
      { event: 'content-error', message: 'content/cp/overview.md:3: frontmatter is not valid YAML' },
    ]);
    await expect.poll(() => second.length).toBe(2);
  });

  it('greets a page that connects after a failed build with the error, until the next good build', async () => {
    const origin = await serving();
    events!.failed('content/cp/privacy.md: invalid frontmatter: title: required');
    expect(await listen(`${origin}/__wren-dev/events`)).toEqual([
      { event: 'content-error', message: 'content/cp/privacy.md: invalid frontmatter: title: required' },
    ]);
    events!.built(99);
    expect(await listen(`${origin}/__wren-dev/events`)).toEqual([{ event: 'ready', builtAt: 99 }]);
  });

  it('leaves upgrades for other paths alone', async () => {
    const origin = await serving();
    const socket = new WebSocket(`${origin}/_next/webpack-hmr`);
    const [error] = (await once(socket, 'error')) as [Error];
    expect(error.message).toContain('404');
  });
});
