import { createServer, type Server } from 'node:http';
import { createEmbeddedClient } from '@/lib/search/embedded';
import type { DocSearchRecord, SearchRequest } from '@/lib/search/types';

export interface FakeAlgolia {
  url: string;
  /** Requests received, as 'METHOD path'. */
  calls: string[];
  /** Milliseconds to wait before answering a query (to play a slow host). */
  delay: number;
  close(): Promise<void>;
}

/**
 * A small server that speaks Algolia's multi-index query protocol on 127.0.0.1
 * (POST /1/indexes/*\/queries), answering from the given records, with CORS for browsers.
 */
export async function startFakeAlgolia(records: DocSearchRecord[]): Promise<FakeAlgolia> {
  const engine = createEmbeddedClient(async () => records);
  const state = { calls: [] as string[], delay: 0 };
  const server: Server = createServer((request, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'POST, GET, OPTIONS',
    };
    state.calls.push(`${request.method} ${request.url?.split('?')[0]}`);
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    if (request.method !== 'POST' || !request.url?.startsWith('/1/indexes/*/queries')) {
      return void response
        .writeHead(404, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Not found', status: 404 }));
    }
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', async () => {
      await new Promise((resolve) => setTimeout(resolve, state.delay));
      const { requests } = JSON.parse(body) as { requests: (SearchRequest & { params?: string })[] };
      const answer = await engine.search(requests);
      const results = answer.results.map((result, i) => ({
        ...result,
        index: requests[i].indexName,
        hitsPerPage: requests[i].hitsPerPage ?? 20,
        page: 0,
        processingTimeMS: 1,
        queryID: `fake-${i}`,
      }));
      if (!response.destroyed) response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ results }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    get calls() {
      return state.calls;
    },
    get delay() {
      return state.delay;
    },
    set delay(ms: number) {
      state.delay = ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address on 127.0.0.1 where nothing listens: a host that is down. */
export async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
