import type { Design } from '../../core/model/design.ts';
import type { RowWindow } from '../../core/rows/view-rows.ts';
import type { AnalysisSummary } from '../../core/session/analysis-summary.ts';
import type { Question } from '../../core/session/analysis-port.ts';
import type {
  AnalysisPhase,
  PrefetchedRows,
  WorkerExport,
  WorkerReply
} from '../../workers/analysis-messages.ts';
import { createAnalysisWorker, type WorkerFactory } from './create-analysis-worker.ts';
import { nextTask, type NextTask } from '../../workers/next-task.ts';
import type { DesignInput } from '../../workers/design-input.ts';
import type { ExportRequest } from '../../core/export/export-design.ts';
import type { ShareLinkResult } from '../../core/share/encode-share-link.ts';
import { OpenJob, type HeldWorker } from './open-job.svelte.ts';
import { ReadJob } from './read-job.svelte.ts';
import type { ReadWhat } from '../../workers/read-request.ts';
import type { LiveChange } from '../../workers/live-change.ts';
import { deriveInWorker } from './derive-in-worker.ts';
import { WorkerChannel } from './worker-channel.ts';
import { DesignWrites } from './design-writes.ts';

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

/**
 * Runs large designs in a Web Worker that keeps their items and analysis: the page sends a
 * design (items once; template edits are a few hundred bytes), gets a small summary back and
 * asks for windows of rows. One analysis at a time: while one runs, only the latest further
 * design waits. Cancel terminates the worker, restarts it and restores the last result.
 * Large designs are opened in a worker of their own (`open`), which this one then adopts with
 * the items it holds (`adopt`); what needs every item of a design whose items only the worker
 * holds — its stored text, an export, a share link — is written there (DesignWrites). The
 * messages themselves go through a WorkerChannel.
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
  #channel: WorkerChannel;
  #writes: DesignWrites;
  #inflight: { id: number; design: Design; restore: boolean } | null = null;
  #queued: Design | null = null;
  /** What was running or waiting when the page was being left (`leave`), for `#back`. */
  #runningWhenLeft: Design | null = null;

  constructor(factory: WorkerFactory = createAnalysisWorker, later: NextTask = nextTask) {
    this.#factory = factory;
    this.#channel = new WorkerChannel(factory, later, {
      reply: (reply) => this.#receive(reply),
      failed: (message) => {
        this.error = message;
        this.running = false;
        this.#queued = null;
        this.#terminate();
      },
      back: () => this.#back()
    });
    this.#writes = new DesignWrites(this.#channel);
  }

  /** Analyse `design`; if a run is going, it waits (replacing any design already waiting). */
  request(design: Design): void {
    this.#channel.back();
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

  /**
   * The page is being left: end the worker now (WorkerChannel.leave). If the page stays after
   * all, or is shown again (`back`), the last result is restored in a new worker and the design
   * that was running or waiting is analysed again.
   */
  leave(): void {
    const run = this.#inflight;
    this.#runningWhenLeft = this.#queued ?? (run && !run.restore ? run.design : null);
    this.#inflight = null;
    this.#queued = null;
    this.#channel.leave();
  }

  /** The page is shown again after `leave` (kept for the back button). */
  back(): void {
    this.#channel.back();
  }

  /** Open a large design in a worker of its own; `adopt` its result's worker to show the design. */
  open(input: DesignInput, label: string): OpenJob {
    return new OpenJob(this.#factory, input, label);
  }

  /** A worker of its own, for a job that reads one input (a lesson file: `readLessonInWorker`). */
  spawn(): Worker {
    return this.#factory();
  }

  /**
   * Make the worker now, ahead of a design that will need it (a live table about to load): its
   * start, a large module compiled on another core, then overlaps the read instead of the task
   * that shows the first page.
   */
  prepare(): void {
    this.#channel.ensure();
  }

  /** Read a link, or a design small enough for the page, whole in a worker of its own. */
  read(what: ReadWhat, label: string): ReadJob {
    return new ReadJob(this.#factory, what, label);
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
    this.#channel.adopt(held.worker, held.sender);
  }

  // Written in the worker, which may hold the design's items alone (DesignWrites): the design's
  // native JSON text, an export (`exportDesign`, its text a Blob), a share link.
  designText = (design: Design): Promise<Blob> => this.#writes.designText(design);
  exportDesign = (design: Design, request: ExportRequest): Promise<WorkerExport> =>
    this.#writes.exportDesign(design, request);
  shareLink = (design: Design): Promise<ShareLinkResult> => this.#writes.shareLink(design);

  /**
   * Ask the latest analysis `question` (AnalysisPort); the answer with the analysis it read,
   * or null if the worker went away. The worker port is the one caller.
   */
  async call(
    question: Question,
    args: readonly unknown[]
  ): Promise<{ rev: number; value: unknown } | null> {
    const reply = await this.#channel.ask((id) => ({ kind: 'call', id, question, args }));
    if (reply?.kind === 'error') throw new Error(reply.message);
    if (reply?.kind !== 'answer') return null;
    // Tests and the status line read it: items never cross whole, only windows of rows.
    if (question === 'window' && reply.value)
      this.rowsReceived += (reply.value as RowWindow).rows.length;
    return { rev: reply.rev, value: reply.value };
  }

  /** Apply a live change (infer, overlay, filter) to `base` in the worker (deriveInWorker). */
  derive = (base: Design, change: LiveChange, materialize: number) =>
    deriveInWorker(this.#channel, base, change, materialize);

  #send(design: Design, restore: boolean): void {
    this.#channel.ensure();
    const id = this.#channel.nextId();
    this.#inflight = { id, design, restore };
    if (!restore) {
      this.running = true;
      this.phase = 'starting';
      this.fraction = 0;
      this.startedAt = performance.now();
    }
    this.#channel.sendDesign(design, (wire) => ({ kind: 'analyse', id, wire }));
  }

  /** A reply about the analysis run (the channel answers questions itself). */
  #receive(reply: WorkerReply): void {
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

  /** After `leave`: the last result restored, then what was running when the page was left. */
  #back(): void {
    const running = this.#runningWhenLeft;
    this.#runningWhenLeft = null;
    if (this.result) this.#send(this.result.design, true);
    if (running) this.request(running);
  }

  #terminate(): void {
    this.#inflight = null;
    // Ended on purpose (cancel, adopt, a failure): nothing is to run again after a `leave`.
    this.#runningWhenLeft = null;
    this.#channel.terminate();
  }
}
