// A render worker thread's entry: tsx's loader does not reach worker threads, so this plain module
// registers it, then loads the worker written in TypeScript (render-worker.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
