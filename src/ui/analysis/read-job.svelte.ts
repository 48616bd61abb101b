import type { LoadResult } from '../../core/formats/load-design.ts';
import type { ReadWhat } from '../../workers/read-request.ts';
import { openDeadlineFinding } from './open-deadline.ts';
import { WorkerJob } from './worker-job.ts';

/**
 * One share link, or one design small enough for the page, being read whole in a worker of its
 * own (`readRequest`): decoding, parsing and validating an input never holds the page's main
 * thread, however hostile it is. The page gets the design back, items and all, and analyses it
 * itself. `cancel` terminates the worker; past `OPEN_DEADLINE_MS` it is terminated too and
 * `result` says so (`openDeadlineFinding`). Either way nothing was opened.
 *
 * @example
 * const job = new ReadJob(createAnalysisWorker, { kind: 'link', link: location.hash }, 'the link');
 * const loaded = await job.result; // null when cancelled
 */
export class ReadJob {
  /** Whether this job reads a link (else a file, text or stored design), for the banner. */
  readonly link: boolean;
  /** The input's size: bytes of a Blob, characters of a link or text. */
  readonly size: number;
  /** The load's result (its findings capped as shown), or null when cancelled. */
  readonly result: Promise<LoadResult | null>;

  readonly #job: WorkerJob<LoadResult>;

  constructor(
    factory: () => Worker,
    what: ReadWhat,
    readonly label: string
  ) {
    this.link = what.kind === 'link';
    const input = what.kind === 'link' ? what.link : what.input;
    this.size = typeof input === 'string' ? input.length : input.size;
    this.#job = new WorkerJob(
      factory,
      { kind: 'read', id: 1, what, label },
      {
        answer: (reply) => (reply.kind === 'read' ? reply.result : undefined),
        failed: (why) => failed(label, why),
        late: () => ({ ok: false, findings: [openDeadlineFinding(label)] })
      }
    );
    this.result = this.#job.result;
  }

  /** Stop reading: the worker is terminated and `result` resolves with null. */
  cancel(): void {
    this.#job.cancel();
  }
}

function failed(label: string, why: string): LoadResult {
  const message = `${label} could not be read: ${why || 'the worker reading it stopped'}; nothing was opened and the open design is unchanged — try again, or open it as a file`;
  return {
    ok: false,
    findings: [{ severity: 'error', code: 'import.failed', message, path: '$' }]
  };
}
