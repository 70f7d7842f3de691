import { createServer } from 'node:net';

/** A port free on 127.0.0.1 now, for a server the tests start in another process. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
