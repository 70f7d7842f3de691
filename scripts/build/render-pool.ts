/**
 * Renders the content build's pages on every core: the calling thread and one worker thread per other
 * core (render-worker.ts) take jobs from one shared counter, so whoever is free takes the next
 * page, and a worker still starting simply takes fewer. `renderMany` is synchronous, as buildContent
 * is: the calling thread renders its share, then blocks until the workers' outputs have arrived.
 * Markdown rendering is most of the content build (about 85% of it at 1,000 pages) and used one core.
 */
import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { Highlighter } from 'shiki';
import type { HighlightCache } from '@/lib/content/markdown/highlight-cache';
import { renderJob, type RenderJob } from '@/lib/content/manifest';
import type { RenderedMarkdown } from '@/lib/content/markdown/render';
import { ContentErrors } from '@/lib/content/errors';

/** A batch as a worker receives it: the jobs, every file's route, and the counters shared with it ([0] next job, [1] outputs posted). */
export interface Batch {
  jobs: RenderJob[];
  routes: [string, string][];
  shared: Int32Array;
}

export type WorkerReply = { index: number; output: RenderedMarkdown } | { index: number; errors: string[] };

/** How long the calling thread waits for a worker's next output before it gives up on the build. */
const WORKER_SILENCE_MS = 60_000;

export class RenderPool {
  private readonly workers: { worker: Worker; port: MessagePort; exited: boolean }[] = [];
  /** Resolves once every worker has loaded the highlighter and waits for jobs (or has failed to start). */
  readonly started: Promise<void>;
  /** How many jobs the worker threads rendered, over all batches. */
  renderedByWorkers = 0;

  constructor(cacheFile: string, shikiVersion: string, threads = availableParallelism() - 1) {
    for (let i = 0; i < threads; i++) {
      const { port1, port2 } = new MessageChannel();
      const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
        workerData: { port: port2, module: new URL('./render-worker.ts', import.meta.url).href, cacheFile, shikiVersion },
        transferList: [port2],
      });
      const entry = { worker, port: port1, exited: false };
      // A worker that cannot start leaves its share to the others and to the calling thread.
      worker.on('error', (error) => console.warn(`render worker ${i + 1} stopped: ${error.message}`));
      worker.once('exit', () => { entry.exited = true; });
      this.workers.push(entry);
    }
    this.started = Promise.all(this.workers.map(({ worker }) => new Promise<void>((resolve) => {
      worker.once('message', () => resolve());
      worker.once('exit', () => resolve());
    }))).then(() => undefined);
  }

  /** buildContent's `renderMany`: every job's output, or the error it threw, in order. */
  renderMany(highlighter: Highlighter, jobs: RenderJob[], routeByFile: Map<string, string>): (RenderedMarkdown | Error)[] {
    const shared = new Int32Array(new SharedArrayBuffer(8));
    for (const { port } of this.workers) port.postMessage({ jobs, routes: [...routeByFile], shared } satisfies Batch);
    const outputs: (RenderedMarkdown | Error)[] = new Array(jobs.length);
    let filled = 0;
    for (let i = Atomics.add(shared, 0, 1); i < jobs.length; i = Atomics.add(shared, 0, 1)) {
      try {
        outputs[i] = renderJob(highlighter, jobs[i], routeByFile);
      } catch (error) {
        outputs[i] = error as Error;
      }
      filled++;
    }
    while (filled < jobs.length) {
      const posted = Atomics.load(shared, 1);
      for (const { port } of this.workers) {
        for (let message = receiveMessageOnPort(port); message; message = receiveMessageOnPort(port)) {
          const reply = message.message as WorkerReply;
          outputs[reply.index] = 'output' in reply ? reply.output : errorFrom(reply.errors);
          filled++;
          this.renderedByWorkers++;
        }
      }
      if (filled < jobs.length && Atomics.wait(shared, 1, posted, WORKER_SILENCE_MS) === 'timed-out') {
        throw new Error(`a render worker sent nothing for ${WORKER_SILENCE_MS / 1000} s with ${jobs.length - filled} pages left`);
      }
    }
    return outputs;
  }

  /** Ends the workers; the code blocks they highlighted join `cache`, so the next build reuses them. */
  async close(cache: HighlightCache): Promise<void> {
    await Promise.all(this.workers.filter(({ exited }) => !exited).map(({ worker, port }) => new Promise<void>((resolve) => {
      port.once('message', (message: { highlighted: Parameters<HighlightCache['adopt']>[0] }) => {
        cache.adopt(message.highlighted);
        resolve();
      });
      worker.once('exit', () => resolve());
      port.postMessage('close');
    })));
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
  }
}

function errorFrom(messages: string[]): Error {
  return messages.length === 1 ? new Error(messages[0]) : new ContentErrors(messages.map((message) => new Error(message)));
}
