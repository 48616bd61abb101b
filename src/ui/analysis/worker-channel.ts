import type { Design } from '../../core/model/design.ts';
import type { WorkerReply, WorkerRequest } from '../../workers/analysis-messages.ts';
import type { WireDesign } from '../../workers/wire-design.ts';
import { DesignSender } from './design-sender.ts';
import { wireParts } from './wire-parts.ts';
import { PART_ITEMS, WorkerOutbox } from './worker-outbox.ts';
import type { NextTask } from '../../workers/next-task.ts';

type Waiter = (reply: WorkerReply | null) => void;

/**
 * The page's line to one analysis worker at a time: it makes the worker when first needed,
 * numbers the messages, sends designs as their wire (the items the worker does not have yet, in
 * slices, ahead) and hands each answer to whoever asked (`ask`, `askAbout`); every other reply
 * (an analysis run's) goes to `on.reply`, and a worker that fails to `on.failed`. `terminate`
 * lets the worker go, answering every question still waiting with null.
 *
 * @example
 * const channel = new WorkerChannel(createAnalysisWorker, nextTask, { reply, failed });
 * const reply = await channel.askAbout(design, (id, wire) => ({ kind: 'share-link', id, wire }));
 */
export class WorkerChannel {
  #worker: Worker | null = null;
  /** What is on its way to the worker, in order (slices of items one task each). */
  #outbox: WorkerOutbox | null = null;
  #sender = new DesignSender();
  #id = 0;
  // Pending answers: plumbing, not state anything renders.
  #waiting = new Map<number, Waiter>();

  /** The worker was ended because the page was being left (`leave`). */
  #left = false;

  constructor(
    private readonly factory: () => Worker,
    private readonly later: NextTask,
    private readonly on: {
      reply(reply: WorkerReply): void;
      failed(message: string): void;
      /** The page stayed after `leave`: rebuild what the worker held (before anything else). */
      back(): void;
    }
  ) {}

  /** A new message id (an analysis run's, answered through `on.reply`). */
  nextId(): number {
    return ++this.#id;
  }

  /** Make the worker, if there is none. */
  ensure(): void {
    this.#comeBack();
    if (!this.#worker) this.#attach(this.factory());
  }

  /**
   * The page is being left: end the worker now, so that its heap is torn down while the next
   * page loads, not on the cores that page is made on (docs/benchmarks.md, "The reload's
   * commit"). A page may stay after all (a load stopped, a page kept for the back button): the
   * next use of the channel, or `back`, then calls `on.back` first.
   */
  leave(): void {
    if (!this.#worker) return;
    this.terminate();
    this.#left = true;
  }

  /** The page is shown again (kept for the back button): rebuild what `leave` let go. */
  back(): void {
    this.#comeBack();
  }

  /** Use `worker`, which holds what `sender` has sent it, in place of the one before. */
  adopt(worker: Worker, sender: DesignSender): void {
    this.terminate();
    this.#sender = sender;
    this.#attach(worker);
  }

  /**
   * Post the message `make` builds around `design`'s wire: its new items first, in slices of
   * PART_ITEMS, each in a task of its own, when there are more than that (one road: the design's
   * wire, sent in parts). Later messages about designs wait behind them, in order.
   */
  sendDesign(design: Design, make: (wire: WireDesign) => WorkerRequest): void {
    const { parts, wire } = wireParts(this.#sender.encode(design), PART_ITEMS);
    const ahead = parts.map((part): WorkerRequest => ({ kind: 'part', id: ++this.#id, ...part }));
    this.#outbox?.post([...ahead, make(wire)]);
  }

  /** A question about `design` itself (sent as the analysis sends it); null if the worker went. */
  askAbout(
    design: Design,
    make: (id: number, wire: WireDesign) => WorkerRequest
  ): Promise<WorkerReply | null> {
    this.ensure();
    const id = ++this.#id;
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      this.sendDesign(design, (wire) => make(id, wire));
    });
  }

  /** A question for the worker there is; null when there is none, or it went away. */
  ask(make: (id: number) => WorkerRequest): Promise<WorkerReply | null> {
    this.#comeBack();
    const worker = this.#worker;
    if (!worker) return Promise.resolve(null);
    const id = ++this.#id;
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      worker.postMessage(make(id));
    });
  }

  terminate(): void {
    this.#left = false;
    this.#worker?.terminate();
    this.#worker = null;
    this.#outbox?.close();
    this.#outbox = null;
    this.#sender.reset();
    for (const waiter of this.#waiting.values()) waiter(null);
    this.#waiting.clear();
  }

  #comeBack(): void {
    if (!this.#left) return;
    this.#left = false;
    this.on.back();
  }

  #attach(worker: Worker): void {
    worker.onmessage = (event: MessageEvent<WorkerReply>) => this.#receive(event.data);
    worker.onerror = (event) => this.on.failed(event.message || 'the analysis worker failed');
    this.#worker = worker;
    this.#outbox = new WorkerOutbox(worker, this.later);
  }

  #receive(reply: WorkerReply): void {
    const waiter = this.#waiting.get(reply.id);
    if (!waiter) return this.on.reply(reply);
    this.#waiting.delete(reply.id);
    waiter(reply);
  }
}
