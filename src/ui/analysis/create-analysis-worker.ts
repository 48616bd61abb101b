import type { MemoryPortMessage } from '../../workers/analysis-messages.ts';
import { memoryPort } from './memory-port.ts';

/** Makes the worker; injected so unit tests can use a fake. */
export type WorkerFactory = () => Worker;

/** The analysis worker of the built app, with a line to the page's memory worker. */
export const createAnalysisWorker: WorkerFactory = () => {
  // Vite bundles the worker only for this exact `new Worker(new URL(…), …)` shape.
  const worker = new Worker(new URL('../../workers/analysis.worker.ts', import.meta.url), {
    type: 'module'
  });
  // Its first heat's memory is touched by the page's memory worker (WarmMemory).
  const port = memoryPort();
  const message: MemoryPortMessage = { kind: 'memory', port };
  worker.postMessage(message, [port]);
  return worker;
};
