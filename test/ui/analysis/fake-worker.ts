// A stand-in for the analysis Web Worker in Node: the real host behind structured clones.
import { AnalysisWorkerState } from '../../../src/ui/analysis/analysis-worker.svelte.ts';
import { AnalysisHost } from '../../../src/workers/analysis-host.ts';
import type { WorkerRequest } from '../../../src/workers/analysis-messages.ts';
import { prereadBlob, readable, readTestBlob } from '../../helpers/test-blobs.ts';

/** Every Blob a message holds (a file to open, a stored design a change reads again). */
function blobsIn(value: unknown, found: Blob[] = [], depth = 0): Blob[] {
  if (value instanceof Blob) found.push(value);
  else if (value instanceof Map) for (const v of value.values()) blobsIn(v, found, depth + 1);
  else if (value && typeof value === 'object' && depth < 12 && !Array.isArray(value))
    for (const v of Object.values(value)) blobsIn(v, found, depth + 1);
  return found;
}

/** A stand-in Worker running the real host, through structured clones, when told to. */
export class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  inbox: WorkerRequest[] = [];
  /** The page's tasks that post to this worker (slices of items, one task each), run before answering. */
  pageTasks: (() => void)[] = [];
  #host = new AnalysisHost(
    (reply) => this.onmessage?.({ data: structuredClone(reply) } as MessageEvent),
    readTestBlob
  );
  /** Answer each message by itself once its Blobs are read (`drain` is then never needed). */
  auto = false;
  postMessage(message: WorkerRequest): void {
    const clone = structuredClone(message);
    // The worker reads Blobs synchronously; Node can only read them ahead, asynchronously.
    const reads = blobsIn(clone).map((blob) => prereadBlob(blob));
    this.inbox.push(clone);
    if (this.auto)
      void Promise.all(reads).then(() => {
        if (!this.terminated) this.drain();
      });
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Answer every waiting message as the real worker would. */
  drain(): void {
    while (this.pageTasks.length) this.pageTasks.shift()!();
    while (this.inbox.length && blobsIn(this.inbox[0]).every(readable))
      this.#host.handle(this.inbox.shift()!);
  }
}

/**
 * An AnalysisWorkerState on fake workers; `drain` answers what they were sent, or (`auto`) each
 * worker answers by itself, as a test of the whole app needs: it never sees the workers.
 */
export function setupWorkerState(options: { auto?: boolean } = {}) {
  const workers: FakeWorker[] = [];
  /** The page's tasks (slices of items posted one task each), run by `drain`. */
  const tasks: (() => void)[] = [];
  const state = new AnalysisWorkerState(
    () => {
      const w = new FakeWorker();
      w.pageTasks = tasks;
      w.auto = options.auto ?? false;
      workers.push(w);
      return w as unknown as Worker;
    },
    (fn) => tasks.push(fn)
  );
  const drain = async (worker = workers.at(-1)!) => {
    for (let i = 0; i < 5; i++) {
      worker.drain();
      await Promise.resolve();
    }
  };
  return { state, workers, drain, tasks };
}
