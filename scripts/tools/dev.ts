/**
 * `npm run dev`: builds the content (drafts included), starts `next dev`, and rebuilds the content
 * whenever a file under content/ changes (pages, release notes, sidebars.ts, authors.yml, changelog.yml). Each rebuild
 * renders only the pages that changed; open pages then refresh in place through a small event stream
 * (components/shell/dev-reload.client.tsx), and a content error shows in the terminal and over the page
 * until the next good save. Arguments after `--` go to `next dev`, e.g. `npm run dev -- --port 3001`.
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { RenderedMarkdown } from '@/lib/content/markdown/render';
import { buildSiteContent, type ContentBuildOptions } from '../build/build-content';

const contentDir = 'content';
const session: NonNullable<ContentBuildOptions['session']> = { renderCache: new Map<string, RenderedMarkdown>() };
const listeners = new Set<ServerResponse>();
let lastEvent = 'event: ready\ndata: {}\n\n';

function publish(event: 'reload' | 'content-error', data: object) {
  lastEvent = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
  for (const listener of listeners) listener.write(lastEvent);
}

async function rebuild(reason: string) {
  try {
    const { built, seconds } = await buildSiteContent({ contentDir, includeDrafts: true, session });
    console.log(
      `content: ${built.manifest.pages.length} pages built after ${reason} in ${(seconds * 1000).toFixed(0)} ms; watching ${contentDir}/`,
    );
    publish('reload', { reason });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\ncontent error after ${reason}:\n${message}\n`);
    publish('content-error', { message });
  }
}

/** Saves arrive as bursts of events (write, rename, chmod): rebuild once per burst, never two at a time. */
function scheduler(run: (reason: string) => Promise<void>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let pending: string | undefined;
  const start = async (reason: string) => {
    running = run(reason);
    await running;
    running = undefined;
    if (pending) {
      const next = pending;
      pending = undefined;
      void start(next);
    }
  };
  return (reason: string) => {
    clearTimeout(timer);
    timer = setTimeout(() => (running ? (pending = reason) : void start(reason)), 40);
  };
}

async function main() {
  await rebuild('start');

  const events = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'access-control-allow-origin': '*' });
    // A page that connects after a failed build still shows the error.
    response.write(lastEvent);
    listeners.add(response);
    request.on('close', () => listeners.delete(response));
  });
  await new Promise<void>((resolve) => events.listen(0, '127.0.0.1', resolve));
  const eventsUrl = `http://127.0.0.1:${(events.address() as { port: number }).port}/`;

  const schedule = scheduler(rebuild);
  watch(contentDir, { recursive: true }, (_, file) => {
    if (file && /\.(mdx?|ya?ml|ts)$/i.test(file)) schedule(path.join(contentDir, file.toString()));
  });

  const next = spawn(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'dev', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_PUBLIC_WREN_DEV_EVENTS: eventsUrl },
  });
  const stop = () => next.kill('SIGTERM');
  process.on('SIGINT', stop).on('SIGTERM', stop);
  next.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error) => {
  console.error(`\nContent build failed.\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
