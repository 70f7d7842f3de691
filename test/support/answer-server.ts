import { createServer } from 'node:http';

export interface FakeAnswers {
  url: string;
  /** 'complete' streams the answer and [DONE]; 'cut' stops halfway without [DONE]. */
  mode: 'complete' | 'cut';
  bodies: unknown[];
  close(): Promise<void>;
}

export const ANSWER_PIECES = ['Connect ', 'Snowflake ', 'from ', 'the ', 'connection ', 'form [1].'];

/** An OpenAI-compatible chat-completions endpoint on 127.0.0.1 that streams a fixed answer. */
export async function startFakeAnswers(): Promise<FakeAnswers> {
  const state = { mode: 'complete' as FakeAnswers['mode'], bodies: [] as unknown[] };
  const server = createServer((request, response) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', async () => {
      state.bodies.push(JSON.parse(body));
      response.writeHead(200, { ...cors, 'content-type': 'text/event-stream' });
      const pieces = state.mode === 'cut' ? ANSWER_PIECES.slice(0, 3) : ANSWER_PIECES;
      for (const piece of pieces) {
        response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      if (state.mode === 'complete') response.write('data: [DONE]\n\n');
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/v1/chat/completions`,
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    get bodies() {
      return state.bodies;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
