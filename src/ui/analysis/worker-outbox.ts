import type { WorkerRequest } from '../../workers/analysis-messages.ts';
import type { NextTask } from '../../workers/next-task.ts';

/**
 * Items posted to the worker per task, at most: about 10–20 ms of structured cloning in
 * Chromium. A design carrying more new items (a live table's pages, a large pasted design)
 * sends them ahead in slices of this many, one task each (wireParts).
 */
export const PART_ITEMS = 1000;

/**
 * The messages on their way to one analysis worker, in order: a slice of items (`part`) is
 * posted in a task of its own, and what follows it (the design that names it, or another
 * design's slices) waits for the next task. Closed with its worker: what it still held goes too.
 *
 * @example
 * const outbox = new WorkerOutbox(worker, nextTask);
 * outbox.post([...parts, { kind: 'analyse', id, wire }]);
 */
export class WorkerOutbox {
  #waiting: WorkerRequest[] = [];
  #draining = false;
  #closed = false;

  constructor(
    private readonly worker: Worker,
    private readonly later: NextTask
  ) {}

  /** Post `messages` after those still waiting. */
  post(messages: readonly WorkerRequest[]): void {
    if (this.#closed) return;
    this.#waiting.push(...messages);
    this.#drain();
  }

  /** The worker is gone: nothing more is posted. */
  close(): void {
    this.#closed = true;
    this.#waiting = [];
  }

  #drain(): void {
    if (this.#draining) return;
    while (!this.#closed && this.#waiting.length) {
      const message = this.#waiting.shift()!;
      this.worker.postMessage(message);
      if (message.kind === 'part' && this.#waiting.length) {
        this.#draining = true;
        this.later(() => {
          this.#draining = false;
          this.#drain();
        });
        return;
      }
    }
  }
}
