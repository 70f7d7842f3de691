import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createDevProxy, Gate, untilListening } from '@/lib/dev/dev-proxy';
import { freePort } from '@/test/support/free-port';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(server: Server): Promise<number> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as { port: number }).port;
}

/** An upstream that streams its answer in two parts, the second 50 ms after the first. */
function upstream() {
  const seen: { url?: string; connection?: string; custom?: string }[] = [];
  const sockets: Duplex[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url, connection: req.headers.connection, custom: req.headers['x-custom'] as string | undefined });
    res.writeHead(201, { 'content-type': 'text/x-component', 'x-answer': 'yes' });
    res.write('first,');
    setTimeout(() => res.end('second'), 50);
  });
  server.on('upgrade', (req, socket) => {
    sockets.push(socket);
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.on('data', (data) => socket.write(`echo:${data}`));
  });
  return { server, seen, sockets };
}

const get = (port: number, path: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { 'x-custom': 'kept', connection: 'keep-alive' } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });

describe('Gate', () => {
  it('settles at once when open, and when held only after it opens again, however often it was held', async () => {
    const gate = new Gate();
    await gate.settled();
    expect(gate.hold()).toBe(true);
    expect(gate.hold()).toBe(false);
    let settled = false;
    const waiting = gate.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    gate.open();
    await waiting;
    expect(settled).toBe(true);
    expect(gate.held).toBe(false);
  });
});

describe('createDevProxy', () => {
  it('holds a request until ready, then passes status, headers and a streamed body', async () => {
    const { server, seen } = upstream();
    const target = await listen(server);
    const gate = new Gate();
    gate.hold();
    const proxy = createDevProxy({
      target,
      listening: () => untilListening(target),
      ready: () => gate.settled(),
    });
    const port = await listen(proxy);

    let answered = false;
    const answer = get(port, '/cp/overview?_rsc=1').then((result) => ((answered = true), result));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    expect(seen).toEqual([]);
    gate.open();
    const result = await answer;
    expect(result).toMatchObject({ status: 201, body: 'first,second', headers: { 'x-answer': 'yes', 'content-type': 'text/x-component' } });
    expect(seen).toEqual([{ url: '/cp/overview?_rsc=1', connection: 'close', custom: 'kept' }]);
  });

  it('passes a WebSocket upgrade through both ways once the target listens', async () => {
    const { server, sockets } = upstream();
    const target = await freePort();
    let listening!: () => void;
    const proxy = createDevProxy({ target, listening: () => new Promise<void>((resolve) => (listening = resolve)), ready: async () => {} });
    const port = await listen(proxy);
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('GET /_next/webpack-hmr HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    let received = '';
    socket.on('data', (data) => (received += data));
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.listen(target, '127.0.0.1');
    servers.push(server);
    await once(server, 'listening');
    listening();
    await expect.poll(() => received).toContain('101 Switching Protocols');
    socket.write('ping');
    await expect.poll(() => received).toContain('echo:ping');
    // Closing one end closes the other.
    sockets[0].destroy();
    await once(socket, 'close');
  });

  it('keeps the upgrades it takes itself from the target', async () => {
    const { server, sockets } = upstream();
    const target = await listen(server);
    const proxy = createDevProxy({
      target,
      listening: async () => {},
      ready: async () => {},
      ownUpgrade: (request, socket) => request.url === '/own' && (socket.end('HTTP/1.1 418 Mine\r\n\r\n'), true),
    });
    const port = await listen(proxy);
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('GET /own HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    let received = '';
    socket.on('data', (data) => (received += data));
    await once(socket, 'close');
    expect(received).toContain('418 Mine');
    expect(sockets).toEqual([]);
  });

  it('tries a GET again while next dev restarts, and answers once it listens', async () => {
    const { server, seen } = upstream();
    const target = await freePort();
    const proxy = createDevProxy({ target, listening: async () => {}, ready: async () => {} });
    const port = await listen(proxy);
    const answer = get(port, '/cp/overview');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(seen).toEqual([]);
    server.listen(target, '127.0.0.1');
    servers.push(server);
    const result = await answer;
    expect(result).toMatchObject({ status: 201, body: 'first,second' });
    expect(seen).toEqual([{ url: '/cp/overview', connection: 'close', custom: 'kept' }]);
  });

  it('answers 502 with the reason when the target fails', async () => {
    const target = await freePort();
    const proxy = createDevProxy({ target, listening: async () => {}, ready: async () => {} });
    const port = await listen(proxy);
    const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/', method: 'POST' }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk)).on('end', () => resolve({ status: res.statusCode!, body }));
      })
        .on('error', reject)
        .end('x');
    });
    expect(result.status).toBe(502);
    expect(result.body).toContain('next dev did not answer');
  });
});
