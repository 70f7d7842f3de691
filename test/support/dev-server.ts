import { spawn } from 'node:child_process';
import { freePort } from './free-port';

export interface DevServer {
  base: string;
  /** Everything the server printed so far. */
  output: string[];
  stop(): void;
  /** Settles once the server's process group has exited. */
  exited: Promise<void>;
}

/** Starts `npm run dev` (scripts/tools/dev.mjs) in `cwd` on a free port and resolves once it serves `route`. */
export async function startDevServer(route: string, { timeoutMs = 150_000, cwd = process.cwd() } = {}): Promise<DevServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dev = spawn(process.execPath, ['scripts/tools/dev.mjs', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd,
    detached: true,
    env: { ...process.env, NODE_ENV: 'development', NEXT_TELEMETRY_DISABLED: '1' },
  });
  const output: string[] = [];
  for (const stream of [dev.stdout!, dev.stderr!]) stream.on('data', (chunk) => output.push(String(chunk)));
  const stop = () => {
    if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
  };
  const exited = new Promise<void>((resolve) => (dev.exitCode !== null ? resolve() : dev.once('exit', () => resolve())));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited: ${output.join('')}`);
    if (
      await fetch(base + route).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { base, output, stop, exited };
    if (Date.now() > deadline) {
      stop();
      throw new Error(`npm run dev did not serve ${route} in time: ${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
