import type { Layout, LayoutRequest } from '../../core/graph/layout-types.ts';
import { LAYOUT_WORKER_THRESHOLD, runLayout } from '../../core/graph/run-layout.ts';
import type { LayoutMessage } from '../../workers/graph-layout.worker.ts';

/** Makes the layout worker; injected so unit tests can use a fake. */
export type LayoutWorkerFactory = () => Worker;

export const createLayoutWorker: LayoutWorkerFactory = () =>
  // Vite bundles the worker only for this exact `new Worker(new URL(…), …)` shape.
  new Worker(new URL('../../workers/graph-layout.worker.ts', import.meta.url), { type: 'module' });

/**
 * Runs graph layouts: on the page up to LAYOUT_WORKER_THRESHOLD nodes plus edges (a few tens of
 * milliseconds), in the layout worker above it (started on first need, kept for the next).
 * Only the latest request is answered: one still running when another is asked resolves null
 * (a worker busy with it is stopped and a fresh one started), so a picture never goes back to
 * an older graph and never waits for one.
 */
export class LayoutRunner {
  #factory: LayoutWorkerFactory;
  #worker: Worker | null = null;
  #id = 0;
  #waiting: { id: number; resolve: (layout: Layout | null) => void } | null = null;

  constructor(factory: LayoutWorkerFactory = createLayoutWorker) {
    this.#factory = factory;
  }

  /** Whether `request` is laid out in the worker. */
  static offPage(request: LayoutRequest): boolean {
    return request.nodes.length + request.edges.length > LAYOUT_WORKER_THRESHOLD;
  }

  run(request: LayoutRequest): Promise<Layout | null> {
    const id = ++this.#id;
    if (this.#waiting) this.dispose();
    if (!LayoutRunner.offPage(request)) return Promise.resolve(runLayout(request));
    const worker = this.#ensureWorker();
    return new Promise((resolve) => {
      this.#waiting = { id, resolve };
      const message: LayoutMessage = { id, request };
      worker.postMessage(message);
    });
  }

  dispose(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#waiting?.resolve(null);
    this.#waiting = null;
  }

  #ensureWorker(): Worker {
    if (this.#worker) return this.#worker;
    const worker = this.#factory();
    worker.onmessage = (event: MessageEvent<{ id: number; layout: Layout }>) => {
      const waiting = this.#waiting;
      if (!waiting || waiting.id !== event.data.id) return;
      this.#waiting = null;
      waiting.resolve(event.data.layout);
    };
    worker.onerror = () => {
      // A failed layout leaves the picture as it was; the next request starts a new worker.
      this.dispose();
    };
    this.#worker = worker;
    return worker;
  }
}
