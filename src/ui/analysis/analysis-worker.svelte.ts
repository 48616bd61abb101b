import type { Design } from '../../core/model/design.ts';
import type { RowWindow } from '../../core/rows/view-rows.ts';
import type { AnalysisSummary } from '../../core/session/analysis-summary.ts';
import type { Question } from '../../core/session/analysis-port.ts';
import type {
  AnalysisPhase,
  PrefetchedRows,
  WorkerReply,
  WorkerRequest
} from '../../workers/analysis-messages.ts';
import { DesignSender } from './design-sender.ts';
import { wireParts } from './wire-parts.ts';
import { nextTask, PART_ITEMS, WorkerOutbox, type NextTask } from './worker-outbox.ts';
import type { WireDesign } from '../../workers/wire-design.ts';
import type { DesignInput } from '../../workers/design-input.ts';
import type { ExportRequest } from '../../core/export/export-design.ts';
import type { ShareLinkResult } from '../../core/share/encode-share-link.ts';
import type { WorkerExport } from '../../workers/analysis-messages.ts';
import { OpenJob, type HeldWorker } from './open-job.svelte.ts';
import type { LiveChange } from '../../workers/live-change.ts';
import { reserveOp } from './remote-items.ts';

/** Makes the worker; injected so unit tests can use a fake. */
export type WorkerFactory = () => Worker;

export const createAnalysisWorker: WorkerFactory = () =>
  // Vite bundles the worker only for this exact `new Worker(new URL(…), …)` shape.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  new Worker(new URL('../../workers/analysis.worker.ts', import.meta.url), { type: 'module' });

/** What the page keeps of a finished worker analysis. */
export interface WorkerResult {
  /** The design analysed (its items may be held by the worker, see remote-items). */
  readonly design: Design;
  /** What the page keeps of the analysis; the analysis itself stays in the worker. */
  readonly summary: AnalysisSummary;
  /** The worker's analysis this is (row requests answer with it). */
  readonly rev: number;
  /** Rows the worker read from this analysis before being asked (the page's last window). */
  readonly prefetched: PrefetchedRows | null;
}

type Waiter = (reply: WorkerReply | null) => void;

/**
 * Runs large designs in a Web Worker that keeps their items and analysis: the page sends a
 * design (items once; template edits are a few hundred bytes), gets a small summary back and
 * asks for windows of rows. One analysis at a time: while one runs, only the latest further
 * design waits. Cancel terminates the worker, restarts it and restores the last result.
 * Large designs are opened in a worker of their own (`open`), which this one then adopts with
 * the items it holds (`adopt`); what needs every item of a design whose items only the worker
 * holds — its stored text, an export, a share link — is written there.
 */
export class AnalysisWorkerState {
  result = $state.raw<WorkerResult | null>(null);
  running = $state(false);
  phase = $state<AnalysisPhase>('starting');
  /** Rough share of the run done, 0…1. */
  fraction = $state(0);
  error = $state('');
  /** Runs completed in the worker (tests and the status line read it). */
  completed = $state(0);
  startedAt = $state(0);
  /** Rows the page has received in windows (tests read it: items never cross whole). */
  rowsReceived = $state(0);

  #factory: WorkerFactory;
  #nextTask: NextTask;
  #worker: Worker | null = null;
  /** What is on its way to the worker, in order (slices of items one task each). */
  #outbox: WorkerOutbox | null = null;
  #sender = new DesignSender();
  #id = 0;
  #inflight: { id: number; design: Design; restore: boolean } | null = null;
  #queued: Design | null = null;
  // Pending answers: plumbing, not state anything renders.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  #waiting = new Map<number, Waiter>();

  constructor(factory: WorkerFactory = createAnalysisWorker, later: NextTask = nextTask) {
    this.#factory = factory;
    this.#nextTask = later;
  }

  /** Analyse `design`; if a run is going, it waits (replacing any design already waiting). */
  request(design: Design): void {
    this.error = '';
    if (this.#inflight) {
      this.#queued = design;
      this.running = true;
      return;
    }
    this.#send(design, false);
  }

  /** Stop the running analysis; the last finished result stays (the worker is rebuilt for it). */
  cancel(): void {
    if (!this.running) return;
    this.#terminate();
    this.running = false;
    this.#queued = null;
    if (this.result) this.#send(this.result.design, true);
  }

  dispose(): void {
    this.#terminate();
  }

  /** Open a large design in a worker of its own; `adopt` its result's worker to show the design. */
  open(input: DesignInput, label: string): OpenJob {
    return new OpenJob(this.#factory, input, label);
  }

  /**
   * Make `held`'s worker the analysis worker: it holds the items of the design about to be
   * shown. The worker of the design shown before is let go, with its analysis.
   */
  adopt(held: HeldWorker): void {
    this.#terminate();
    this.#queued = null;
    this.running = false;
    this.result = null;
    this.error = '';
    this.#sender = held.sender;
    this.#attach(held.worker);
  }

  /** The design's native JSON text, written in the worker (its items may be held only there). */
  async designText(design: Design): Promise<Blob> {
    const reply = await this.#askAbout(design, (id, wire) => ({ kind: 'design-text', id, wire }));
    if (reply?.kind === 'design-text') return reply.text;
    throw new Error(stopped(reply, 'the design was written'));
  }

  /** `exportDesign` run in the worker, its text a Blob. */
  async exportDesign(design: Design, request: ExportRequest): Promise<WorkerExport> {
    const reply = await this.#askAbout(design, (id, wire) => ({
      kind: 'export',
      id,
      wire,
      request
    }));
    if (reply?.kind === 'exported') return reply.result;
    throw new Error(stopped(reply, 'the export was written'));
  }

  /** `encodeShareLink` run in the worker. */
  async shareLink(design: Design): Promise<ShareLinkResult> {
    const reply = await this.#askAbout(design, (id, wire) => ({ kind: 'share-link', id, wire }));
    if (reply?.kind === 'share-link') return reply.result;
    throw new Error(stopped(reply, 'the link was made'));
  }

  /**
   * Ask the latest analysis `question` (AnalysisPort); the answer with the analysis it read,
   * or null if the worker went away. The worker port is the one caller.
   */
  async call(
    question: Question,
    args: readonly unknown[]
  ): Promise<{ rev: number; value: unknown } | null> {
    const reply = await this.#ask((id) => ({ kind: 'call', id, question, args }));
    if (reply?.kind === 'error') throw new Error(reply.message);
    if (reply?.kind !== 'answer') return null;
    // Tests and the status line read it: items never cross whole, only windows of rows.
    if (question === 'window' && reply.value)
      this.rowsReceived += (reply.value as RowWindow).rows.length;
    return { rev: reply.rev, value: reply.value };
  }

  /**
   * Apply a live change (infer, overlay) to `base` in the worker, which keeps the result for
   * when the design it describes is sent; null if the worker went away. `op` names the result
   * for `derivedRemote`.
   */
  async derive(
    base: Design,
    change: LiveChange,
    materialize: number
  ): Promise<{ op: number; reply: Extract<WorkerReply, { kind: 'derived' }> } | null> {
    const op = reserveOp();
    const reply = await this.#askAbout(base, (id, wire) => ({
      kind: 'derive',
      id,
      op,
      wire,
      change,
      materialize
    }));
    if (reply?.kind === 'error') throw new Error(reply.message);
    return reply?.kind === 'derived' ? { op, reply } : null;
  }

  /** A question about `design` itself (sent as the analysis sends it: arrays the worker has by number). */
  #askAbout(
    design: Design,
    make: (id: number, wire: WireDesign) => WorkerRequest
  ): Promise<WorkerReply | null> {
    this.#ensureWorker();
    const id = ++this.#id;
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      this.#sendDesign(design, (wire) => make(id, wire));
    });
  }

  /**
   * Post the message `make` builds around `design`'s wire: its new items first, in slices of
   * PART_ITEMS, each in a task of its own, when there are more than that (one road: the design's
   * wire, sent in parts). Later messages about designs wait behind them, in order.
   */
  #sendDesign(design: Design, make: (wire: WireDesign) => WorkerRequest): void {
    const { parts, wire } = wireParts(this.#sender.encode(design), PART_ITEMS);
    const ahead = parts.map((part): WorkerRequest => ({ kind: 'part', id: ++this.#id, ...part }));
    this.#outbox?.post([...ahead, make(wire)]);
  }

  #ask(make: (id: number) => WorkerRequest): Promise<WorkerReply | null> {
    if (!this.#worker) return Promise.resolve(null);
    const id = ++this.#id;
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      this.#worker!.postMessage(make(id));
    });
  }

  #send(design: Design, restore: boolean): void {
    this.#ensureWorker();
    const id = ++this.#id;
    this.#inflight = { id, design, restore };
    if (!restore) {
      this.running = true;
      this.phase = 'starting';
      this.fraction = 0;
      this.startedAt = performance.now();
    }
    this.#sendDesign(design, (wire) => ({ kind: 'analyse', id, wire }));
  }

  #ensureWorker(): Worker {
    return this.#worker ?? this.#attach(this.#factory());
  }

  #attach(worker: Worker): Worker {
    worker.onmessage = (event: MessageEvent<WorkerReply>) => this.#receive(event.data);
    worker.onerror = (event) => {
      this.error = event.message || 'the analysis worker failed';
      this.running = false;
      this.#queued = null;
      this.#terminate();
    };
    this.#worker = worker;
    this.#outbox = new WorkerOutbox(worker, this.#nextTask);
    return worker;
  }

  #receive(reply: WorkerReply): void {
    const waiter = this.#waiting.get(reply.id);
    if (waiter) {
      this.#waiting.delete(reply.id);
      waiter(reply);
      return;
    }
    const run = this.#inflight;
    if (!run || reply.id !== run.id) return;
    if (reply.kind === 'progress') {
      if (!run.restore) {
        this.phase = reply.phase;
        this.fraction = reply.fraction;
      }
      return;
    }
    this.#inflight = null;
    if (reply.kind === 'error') this.error = reply.message;
    else if (reply.kind === 'done') {
      const { summary } = reply;
      const prefetched = reply.prefetched ?? null;
      if (prefetched) this.rowsReceived += prefetched.window.rows.length;
      this.result = {
        design: run.design,
        summary,
        rev: run.id,
        prefetched
      };
      if (!run.restore) this.completed++;
    }
    const next = this.#queued;
    this.#queued = null;
    if (next) this.#send(next, false);
    else this.running = false;
  }

  #terminate(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#inflight = null;
    this.#outbox?.close();
    this.#outbox = null;
    this.#sender.reset();
    for (const waiter of this.#waiting.values()) waiter(null);
    this.#waiting.clear();
  }
}

function stopped(reply: WorkerReply | null, before: string): string {
  return reply?.kind === 'error' ? reply.message : `the analysis worker stopped before ${before}`;
}
