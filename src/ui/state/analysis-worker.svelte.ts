import type { DesignAnalysis } from '../../core/analysis/analyze-design.ts';
import type { Design } from '../../core/model/design.ts';
import type { AnalysisPhase, WorkerReply } from '../../workers/analysis-messages.ts';
import { restoreAnalysis } from '../../workers/slim-analysis.ts';
import { DesignSender } from '../../workers/wire-design.ts';

/** Makes the worker; injected so unit tests can use a fake. */
export type WorkerFactory = () => Worker;

export const createAnalysisWorker: WorkerFactory = () =>
  // Vite bundles the worker only for this exact `new Worker(new URL(…), …)` shape.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  new Worker(new URL('../../workers/analysis.worker.ts', import.meta.url), { type: 'module' });

/**
 * Runs the analysis of large designs in a Web Worker: one run at a time, the latest design
 * wins (a new request or `cancel` terminates the running worker and starts a fresh one).
 */
export class AnalysisWorkerState {
  /** The latest finished analysis and the design it belongs to. */
  result = $state.raw<{ design: Design; analysis: DesignAnalysis } | null>(null);
  running = $state(false);
  phase = $state<AnalysisPhase>('starting');
  error = $state('');
  /** Runs completed in the worker (tests and the status line read it). */
  completed = $state(0);
  startedAt = $state(0);

  #factory: WorkerFactory;
  #worker: Worker | null = null;
  #sender = new DesignSender();
  #id = 0;
  #pending: Design | null = null;

  constructor(factory: WorkerFactory = createAnalysisWorker) {
    this.#factory = factory;
  }

  request(design: Design): void {
    if (this.running) this.#terminate();
    const worker = this.#ensureWorker();
    const id = ++this.#id;
    this.#pending = design;
    this.running = true;
    this.phase = 'starting';
    this.error = '';
    this.startedAt = performance.now();
    worker.postMessage({ id, wire: this.#sender.encode(design) });
  }

  /** Stop the running analysis; the last finished result stays. */
  cancel(): void {
    if (!this.running) return;
    this.#terminate();
    this.running = false;
    this.#pending = null;
  }

  dispose(): void {
    this.#terminate();
  }

  #ensureWorker(): Worker {
    if (this.#worker) return this.#worker;
    const worker = this.#factory();
    worker.onmessage = (event: MessageEvent<WorkerReply>) => this.#receive(event.data);
    worker.onerror = (event) => {
      this.error = event.message || 'the analysis worker failed';
      this.running = false;
      this.#terminate();
    };
    this.#worker = worker;
    return worker;
  }

  #receive(reply: WorkerReply): void {
    if (reply.id !== this.#id || !this.#pending) return;
    if (reply.kind === 'progress') {
      this.phase = reply.phase;
      return;
    }
    this.running = false;
    if (reply.kind === 'error') {
      this.error = reply.message;
      return;
    }
    const design = this.#pending;
    this.#pending = null;
    this.result = { design, analysis: restoreAnalysis(reply.analysis, design) };
    this.completed++;
  }

  #terminate(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#sender.reset();
  }
}
