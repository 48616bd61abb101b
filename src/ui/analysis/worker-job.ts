import type { WorkerReply, WorkerRequest } from '../../workers/analysis-messages.ts';
import { OPEN_DEADLINE_MS } from './open-deadline.ts';

/** What a `WorkerJob` makes of its worker's replies, and of its failing or running too long. */
export interface WorkerJobAnswers<T> {
  /** The result a reply carries, or undefined for a reply that is not the answer. */
  readonly answer: (reply: WorkerReply) => T | undefined;
  /** The result when the worker failed (`why`: its message, maybe empty). */
  readonly failed: (why: string) => T;
  /** The result when `OPEN_DEADLINE_MS` passed first. */
  readonly late: () => T;
}

/**
 * One request answered by a worker of its own, which is terminated once it answers, fails,
 * passes `OPEN_DEADLINE_MS` or is cancelled: the reading of one link, design or lesson file
 * (`ReadJob`, `AnalysisWorkerState.readLesson`). One home for that life, so each reader says
 * only what its request and answers are.
 *
 * @example
 * const job = new WorkerJob(createAnalysisWorker, { kind: 'lesson', id: 1, file, label }, answers);
 * const result = await job.result; // null when cancelled
 */
export class WorkerJob<T> {
  /** The answer (or the failure's or the deadline's result), or null when cancelled. */
  readonly result: Promise<T | null>;

  #worker: Worker | null;
  #settle: (result: T | null) => void = () => {};
  #stopDeadline: () => void;

  constructor(factory: () => Worker, request: WorkerRequest, answers: WorkerJobAnswers<T>) {
    this.result = new Promise((resolve) => (this.#settle = resolve));
    const worker = (this.#worker = factory());
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      const answer = answers.answer(reply);
      if (answer !== undefined) this.#finish(answer);
      else if (reply.kind === 'error') this.#finish(answers.failed(reply.message));
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.#finish(answers.failed(event.message));
    };
    worker.postMessage(request);
    // A timer, not a count of work: the worker cannot be asked how far it is while it runs.
    const timer = setTimeout(() => this.#finish(answers.late()), OPEN_DEADLINE_MS);
    this.#stopDeadline = () => clearTimeout(timer);
  }

  /** Stop: the worker is terminated and `result` resolves with null. */
  cancel(): void {
    if (!this.#worker) return;
    this.#stop();
    this.#settle(null);
  }

  #finish(result: T): void {
    if (!this.#worker) return;
    this.#stop();
    this.#settle(result);
  }

  #stop(): void {
    this.#stopDeadline();
    const worker = this.#worker!;
    this.#worker = null;
    worker.onmessage = null;
    worker.onerror = null;
    worker.terminate();
  }
}
