import type { LoadResult } from '../../core/formats/load-design.ts';
import type { DesignInput } from '../../workers/design-input.ts';
import type { WorkerReply, WorkerRequest } from '../../workers/analysis-messages.ts';
import type { OpenPhase } from '../../workers/open-design.ts';
import { parsedRemote } from './parsed-remote.ts';
import { DesignSender } from './design-sender.ts';
import { OPEN_DEADLINE_MS, openDeadlineFinding } from './open-deadline.ts';

/** A worker holding the items of a design it opened, with the sender that knows their numbers. */
export interface HeldWorker {
  readonly worker: Worker;
  readonly sender: DesignSender;
  /** Let the worker go: the design is not shown after all. */
  dispose(): void;
}

/**
 * What opening in the worker gave: the loaded design (its items placeholders that `held`'s
 * worker holds, see `parsedRemote`) or why nothing loaded (then `held` is null).
 */
export interface WorkerLoad {
  readonly loaded: LoadResult;
  readonly held: HeldWorker | null;
}

/**
 * Where each phase starts in the rough share of the work done; validating runs to the end.
 * Measured on a 48 MB file: reading and decoding take a few per cent, parsing a fifth, the
 * check for repeated keys a tenth, validating two thirds.
 */
const PHASE_START: Record<OpenPhase, number> = {
  reading: 0,
  decoding: 0.01,
  parsing: 0.02,
  checking: 0.22,
  validating: 0.33
};

/**
 * One design being opened in a worker of its own (a new analysis worker): the worker reads the
 * file, stored Blob or text, decodes, parses and validates it, reporting each phase and how
 * many items are validated, and keeps the items. The page gets the design without its items
 * (placeholder arrays, `parsedRemote`), so nothing of the size of the file is cloned, parsed or
 * held on the main thread; the analysis worker then adopts the worker (`adopt`). `cancel`
 * terminates it: the design open before is not touched, its own worker goes on. An open still
 * running after `OPEN_DEADLINE_MS` is terminated too, and `result` says so.
 *
 * @example
 * const job = worker.open(file, file.name);
 * const load = await job.result; // null when cancelled
 */
export class OpenJob {
  phase = $state<OpenPhase>('reading');
  /** Bytes read (`reading`) or items validated (`validating`) so far, of `total`; else 0 of 1. */
  done = $state(0);
  total = $state(1);
  /** Rough share of the work done, 0…1. */
  readonly fraction = $derived(
    PHASE_START[this.phase] +
      (this.phase === 'validating' && this.total > 0 ? (0.67 * this.done) / this.total : 0)
  );
  /** The input's size: bytes of a Blob, characters of text. */
  readonly size: number;
  /** Resolves once the worker has answered, or with null when cancelled. */
  readonly result: Promise<WorkerLoad | null>;

  #worker: Worker | null;
  #settle: (load: WorkerLoad | null) => void = () => {};
  #stopDeadline: () => void;

  constructor(
    factory: () => Worker,
    readonly input: DesignInput,
    readonly label: string
  ) {
    this.size = typeof input === 'string' ? input.length : input.size;
    this.result = new Promise((resolve) => (this.#settle = resolve));
    const worker = (this.#worker = factory());
    worker.onmessage = (event: MessageEvent<WorkerReply>) => this.#receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.#finish({ ok: false, findings: [failed(label, event.message)] }, null);
    };
    const request: WorkerRequest = { kind: 'open', id: 1, input, label };
    worker.postMessage(request);
    const timer = setTimeout(
      () => this.#finish({ ok: false, findings: [openDeadlineFinding(label)] }, null),
      OPEN_DEADLINE_MS
    );
    this.#stopDeadline = () => clearTimeout(timer);
  }

  /** Stop reading: the worker is terminated and `result` resolves with null. */
  cancel(): void {
    if (!this.#worker) return;
    this.#stopDeadline();
    this.#worker.terminate();
    this.#worker = null;
    this.#settle(null);
  }

  #receive(reply: WorkerReply): void {
    if (reply.kind === 'open-progress') {
      this.phase = reply.phase;
      this.done = reply.done;
      this.total = reply.total;
      return;
    }
    if (reply.kind === 'error') {
      this.#finish({ ok: false, findings: [failed(this.label, reply.message)] }, null);
      return;
    }
    if (reply.kind !== 'opened') return;
    const shell = reply.result;
    if (!shell.ok) {
      this.#finish({ ok: false, findings: [...shell.findings] }, null);
      return;
    }
    const lengths = {
      tables: shell.tables.map((t) => t.length),
      entities: shell.entities.map((e) => e.length)
    };
    const design = parsedRemote(shell.design, lengths, this.input, this.label);
    const sender = new DesignSender();
    design.tables.forEach((t, i) => sender.adopt(t.items, shell.tables[i]!.id));
    design.entities.forEach((e, i) => sender.adopt(e.items, shell.entities[i]!.id));
    this.#finish({ ok: true, design, source: shell.source, findings: [...shell.findings] }, sender);
  }

  #finish(loaded: LoadResult, sender: DesignSender | null): void {
    const worker = this.#worker;
    if (!worker) return;
    this.#stopDeadline();
    this.#worker = null;
    worker.onmessage = null;
    worker.onerror = null;
    if (!sender) {
      worker.terminate();
      this.#settle({ loaded, held: null });
      return;
    }
    this.#settle({ loaded, held: { worker, sender, dispose: () => worker.terminate() } });
  }
}

function failed(label: string, why: string) {
  return {
    severity: 'error' as const,
    code: 'import.failed',
    message: `${label} could not be read: ${why || 'the worker reading it stopped'}; nothing was opened — try again, or open a smaller file`,
    path: '$'
  };
}
