/**
 * A dev server started for the dev-loop benchmark (scripts/bench/dev-bench.ts): ours (`npm run dev`) or a
 * Docusaurus dev server (scripts/bench/docusaurus-dev.ts), in a process group of its own so that
 * stopping it ends everything it started.
 */
import { spawn } from 'node:child_process';

export interface DevProcess {
  base: string;
  /** Date.now() just before the spawn. */
  startedAt: number;
  /** Everything the server printed so far. */
  output: string[];
  /** Ends the process group and settles once the server has exited. */
  stop(): Promise<void>;
}

export function spawnDevProcess(
  command: string,
  args: string[],
  options: { cwd: string; port: number; env?: Record<string, string> },
): DevProcess {
  const startedAt = Date.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...options.env },
  });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      /* already gone */
    }
  };
  return {
    base: `http://127.0.0.1:${options.port}`,
    startedAt,
    output,
    async stop() {
      signal('SIGTERM');
      const killed = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
      // Children that outlive the group leader (a bundler's workers) get the same signal.
      signal('SIGKILL');
    },
  };
}
