// A stand-in for the analysis Web Worker in Node: the real host behind structured clones.
import { AnalysisWorkerState } from '../../../src/ui/state/analysis-worker.svelte.ts';
import { AnalysisHost } from '../../../src/workers/analysis-host.ts';
import type { WorkerRequest } from '../../../src/workers/analysis-messages.ts';

/** A stand-in Worker running the real host, through structured clones, when told to. */
export class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  inbox: WorkerRequest[] = [];
  #host = new AnalysisHost((reply) =>
    this.onmessage?.({ data: structuredClone(reply) } as MessageEvent)
  );
  postMessage(message: WorkerRequest): void {
    this.inbox.push(structuredClone(message));
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Answer every waiting message as the real worker would. */
  drain(): void {
    while (this.inbox.length) this.#host.handle(this.inbox.shift()!);
  }
}

/** An AnalysisWorkerState on fake workers; `drain` answers what they were sent. */
export function setupWorkerState() {
  const workers: FakeWorker[] = [];
  const state = new AnalysisWorkerState(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w as unknown as Worker;
  });
  const drain = async () => {
    for (let i = 0; i < 5; i++) {
      workers.at(-1)!.drain();
      await Promise.resolve();
    }
  };
  return { state, workers, drain };
}
