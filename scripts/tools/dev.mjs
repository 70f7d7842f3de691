/**
 * `npm run dev` starts here, in plain JavaScript, so that `next dev`, the slowest part to start (about
 * 2 s), is spawned at once. scripts/tools/dev.ts (the proxy, the content build and the watcher) then
 * loads through tsx while next dev boots. --port/-p and --hostname/-H are the address to open (the
 * proxy's); the other arguments go to `next dev`, e.g. `npm run dev -- --port 3001`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import { register } from 'tsx/esm/api';

/** Where open pages connect for the content events: on the proxy, so same origin. */
const EVENTS_PATH = '/__wren-dev/events';

/** --port/-p and --hostname/-H are the proxy's; the rest goes to `next dev`. */
function splitArguments(args) {
  const { values, tokens } = parseArgs({
    args,
    strict: false,
    tokens: true,
    options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  });
  const taken = new Set();
  for (const token of tokens) {
    if (token.kind !== 'option' || (token.name !== 'port' && token.name !== 'hostname')) continue;
    taken.add(token.index);
    if (token.inlineValue === false) taken.add(token.index + 1);
  }
  return {
    port: Number(values.port ?? process.env.PORT ?? 3000),
    hostname: typeof values.hostname === 'string' ? values.hostname : undefined,
    nextArgs: args.filter((_, i) => !taken.has(i)),
  };
}

const { port, hostname, nextArgs } = splitArguments(process.argv.slice(2));
const target = await getPort({ host: '127.0.0.1' });
const publicUrl = `http://${hostname ?? 'localhost'}:${port}`;
const next = spawn(
  process.execPath,
  [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'dev', ...nextArgs, '--port', String(target), '--hostname', '127.0.0.1'],
  {
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_PUBLIC_WREN_DEV_EVENTS: EVENTS_PATH, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
  },
);
// next dev prints its own port; the browser's address is the proxy's.
const ownAddress = new RegExp(`https?://(?:127\\.0\\.0\\.1|localhost):${target}`, 'g');
next.stdout.on('data', (chunk) => process.stdout.write(String(chunk).replace(ownAddress, publicUrl)));
next.stderr.on('data', (chunk) => process.stderr.write(String(chunk).replace(ownAddress, publicUrl)));

try {
  register();
  const { startDev } = await import('./dev.ts');
  await startDev({ port, hostname, publicUrl, target, next, eventsPath: EVENTS_PATH });
} catch (error) {
  console.error(`\nnpm run dev failed.\n${error instanceof Error ? error.message : String(error)}`);
  next.kill('SIGTERM');
  process.exit(1);
}
