import type { StoredLoader } from '../../store/design-library.ts';
import type { DesignInput } from '../../workers/design-input.ts';
import { importDesignText } from '../../core/formats/import-design-text.ts';
import { decodeShareLink } from '../../core/share/decode-share-link.ts';
import type { LoadResult } from '../../core/formats/load-design.ts';
import type { ReadWhat } from '../../workers/read-request.ts';
import type { HeldWorker, OpenJob } from '../analysis/open-job.svelte.ts';
import type { ReadJob } from '../analysis/read-job.svelte.ts';
import type { WorkerOpener } from './worker-opener.ts';
import { openable, type OpenResult } from './read-design.ts';
import { cappedResult } from '../../workers/capped-result.ts';
import { nextTask, type NextTask } from '../../workers/next-task.ts';

type Opened = Extract<OpenResult, { ok: true }>;

/**
 * The opens DesignOpener runs in a worker (when there is a `worker`): a file, pasted text or
 * stored design over `pageOpenBytes` is opened there and kept (`open`); a link, or a smaller
 * design, is read there whole and handed to the page (`read`), so no input is ever decoded on
 * the main thread. `opening` shows either while it runs and `cancel` stops it (each stops by
 * itself at `OPEN_DEADLINE_MS`); the design open before stays as it was until the new one has
 * loaded, and a design loaded but not shown lets its worker go.
 */
export class WorkerOpens {
  /** A design being opened or read in a worker (progress, and Cancel), or null. */
  opening = $state.raw<OpenJob | ReadJob | null>(null);
  /** A design opened in the worker, waiting while the user is asked whether to leave. */
  #parked: HeldWorker | null = null;

  /** `later` runs a function in a task of its own (injected so tests can step it). */
  constructor(
    private readonly worker: WorkerOpener | null,
    private readonly pageOpenBytes: number,
    private readonly later: NextTask = nextTask
  ) {}

  /** Whether something of `size` bytes (or characters) opens in the worker. */
  takes(size: number): boolean {
    return this.worker !== null && size > this.pageOpenBytes;
  }

  /** Stop opening in the worker: nothing changes. */
  cancel(): void {
    this.opening?.cancel();
    this.opening = null;
  }

  /** Let go of a design waiting for the user's answer (they chose to stay). */
  unpark(): void {
    this.#parked?.dispose();
    this.#parked = null;
  }

  /**
   * Open a file or pasted text in the worker. What cannot be opened goes to `to.fail`; else, once
   * `to.mayLeave` allows (now, or when the user says go ahead), the worker becomes the analysis
   * worker and `to.show` shows the design.
   */
  async open(
    input: DesignInput,
    label: string,
    to: {
      fail(result: OpenResult): void;
      mayLeave(proceed: () => void): Promise<boolean>;
      show(result: Opened): Promise<void>;
    }
  ): Promise<void> {
    const load = await this.#inWorker(input, label);
    if (!load) return;
    const result = openable(load.loaded, label);
    if (!result.ok || !load.held) {
      load.held?.dispose();
      return to.fail(result);
    }
    const held = load.held;
    const show = async () => {
      if (this.#parked === held) this.#parked = null;
      this.worker!.adopt(held);
      await to.show(result);
    };
    this.unpark();
    this.#parked = held;
    if (!(await to.mayLeave(() => void show()))) return;
    await show();
  }

  /**
   * Open a stored design through `step` with the loader it passes to the library: a stored text
   * over `pageOpenBytes` is loaded in the worker. `step` calls `adopt` before showing the design
   * (after the library has saved the one open before, which may need the worker that holds it),
   * making that worker the analysis worker; a design not shown lets it go.
   */
  async fromLibrary(
    step: (load: StoredLoader, adopt: () => void) => Promise<boolean>
  ): Promise<boolean> {
    const box: { held: HeldWorker | null } = { held: null };
    const load: StoredLoader = async (text, name) => {
      if (!this.takes(typeof text === 'string' ? text.length : text.size))
        return this.read({ kind: 'input', input: text }, name);
      const r = await this.#inWorker(text, name);
      box.held = r?.held ?? null;
      return r?.loaded ?? null;
    };
    const adopt = () => {
      if (box.held) this.worker?.adopt(box.held);
      box.held = null;
    };
    try {
      return await step(load, adopt);
    } finally {
      box.held?.dispose();
    }
  }

  /**
   * Read a link, or a design small enough for the page, whole, as the page shows a load
   * (`cappedResult`): in a worker, shown in `opening`, null when cancelled (or overtaken); with no
   * worker (Node tests, a build that opens on the page), on the page.
   */
  async read(what: ReadWhat, label: string): Promise<LoadResult | null> {
    if (!this.worker) return cappedResult(await readOnPage(what, label), label);
    return this.#run(this.worker.read(what, label));
  }

  /** Open `input` in the worker, shown in `opening`; null when cancelled (or overtaken). */
  #inWorker(input: DesignInput, label: string) {
    return this.#run(this.worker!.open(input, label));
  }

  async #run<J extends OpenJob | ReadJob>(job: J): Promise<Awaited<J['result']>> {
    this.opening?.cancel();
    this.opening = job;
    const done = (await job.result) as Awaited<J['result']>;
    if (this.opening === job) this.opening = null;
    // The worker's answer was taken in the task that received it; what it opened is shown in a
    // task of its own, so the two never add up to one long task (bench:open, 49 MiB: 28 ms of
    // CPU in one task, 77–89 ms of wall time on two busy cores, traced).
    if (done) await new Promise<void>((resolve) => this.later(resolve));
    return done;
  }
}

async function readOnPage(what: ReadWhat, label: string): Promise<LoadResult> {
  if (what.kind === 'link') return decodeShareLink(what.link);
  const input = what.input;
  return importDesignText(
    typeof input === 'string' ? input : new Uint8Array(await input.arrayBuffer()),
    label
  );
}
