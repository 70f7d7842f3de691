/**
 * A render worker thread of render-pool.ts: loads the highlighter and says so, then for each
 * batch takes the next unclaimed job from the shared counter until none is left, posting each output
 * (or its error's messages) as it goes. On 'close' it sends back the code blocks it highlighted, for
 * the highlight cache, and ends.
 */
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { HighlightCache } from '@/lib/content/markdown/highlight-cache';
import { getHighlighter } from '@/lib/content/markdown/highlight';
import { renderJob } from '@/lib/content/manifest';
import { ContentErrors } from '@/lib/content/errors';
import type { Batch, WorkerReply } from './render-pool';

const { port, cacheFile, shikiVersion } = workerData as { port: MessagePort; cacheFile: string; shikiVersion: string };
const cache = new HighlightCache(cacheFile, shikiVersion);
const highlighter = cache.wrap(await getHighlighter());

function messagesOf(error: unknown): string[] {
  if (error instanceof ContentErrors) return error.errors.map((e) => e.message);
  return [error instanceof Error ? error.message : String(error)];
}

function run({ jobs, routes, shared }: Batch) {
  const routeByFile = new Map(routes);
  for (let i = Atomics.add(shared, 0, 1); i < jobs.length; i = Atomics.add(shared, 0, 1)) {
    let reply: WorkerReply;
    try {
      reply = { index: i, output: renderJob(highlighter, jobs[i], routeByFile) };
    } catch (error) {
      reply = { index: i, errors: messagesOf(error) };
    }
    port.postMessage(reply);
    Atomics.add(shared, 1, 1);
    Atomics.notify(shared, 1);
  }
}

port.on('message', (message: Batch | 'close') => {
  if (message !== 'close') return run(message);
  port.postMessage({ highlighted: cache.usedEntries() });
  port.close();
});
parentPort!.postMessage('started');
