import type { Design } from '../../core/model/design.ts';
import type { Finding } from '../../core/model/finding.ts';
import { blankDesign } from '../../core/edits/blank-design.ts';
import { importSizeProblem } from '../../core/formats/import-design-text.ts';
import { NO_GENERATION } from '../../core/generate/no-generation.ts';
import { deferTask } from '../kit/defer-task.ts';
import type { ExampleEntry } from './load-example-index.ts';
import type { OpenerSteps } from './opener-steps.ts';
import { fetchDesign, openable, type OpenResult } from './read-design.ts';

type Opened = Extract<OpenResult, { ok: true }>;
/** When the design gets its library entry (LibraryState.adopt). */
type Store = 'now' | 'on-edit';

/**
 * Opens that make a new library entry: an example, a file, pasted text, a blank design or one
 * made in the studio. A file or text too large for the page opens in the worker; a smaller one
 * is read whole in a worker (WorkerOpens), so neither is decoded on the main thread; only the
 * examples, which come with the app, are read on the page. What cannot be opened opens nothing
 * (`fail`), and the open design is left only when it may be.
 */
export class NewDesigns {
  constructor(
    private readonly s: OpenerSteps,
    private readonly fetchFn: typeof fetch
  ) {}

  async openExample(example: ExampleEntry): Promise<void> {
    const result = await fetchDesign(`examples/${example.file}`, example.title, this.fetchFn);
    // Shown in a task after the one that read it, ahead of the parts waiting to be built: a cold
    // start read the example, analysed it and built what shows it in one task of 63–71 ms, each
    // half of it code run for the first time (docs/benchmarks.md, "Cold start").
    await new Promise<void>((resolve) => deferTask(resolve, { ahead: true }));
    // Stored from its first edit: looking through the examples leaves no copies of them.
    await this.#open(result, example.id, `#example=${example.id}`, 'on-edit');
  }

  async openFile(file: File): Promise<void> {
    const label = file.name || 'the file';
    const tooBig = importSizeProblem(file.size, label);
    if (tooBig) {
      const finding: Finding = {
        severity: 'error',
        code: 'import.too-large',
        message: tooBig,
        path: '$'
      };
      return this.s.fail({ ok: false, findings: [finding], label });
    }
    if (this.s.worker.takes(file.size)) return this.#inWorker(file, label);
    await this.#read(file, label);
  }

  async openText(text: string, label = 'the pasted design'): Promise<void> {
    if (this.s.worker.takes(text.length)) return this.#inWorker(text, label);
    await this.#read(text, label);
  }

  async openBlank(): Promise<void> {
    const design = blankDesign();
    await this.#open({ ok: true, design, findings: [], label: 'New design' }, null, '', 'on-edit');
  }

  async openDesign(design: Design, label: string): Promise<void> {
    await this.#open({ ok: true, design, findings: [], label }, null, '');
  }

  /** Read a file or text small enough for the page in a worker; cancelled, nothing opens. */
  async #read(input: File | string, label: string): Promise<void> {
    const loaded = await this.s.worker.read({ kind: 'input', input }, label);
    if (loaded) await this.#open(openable(loaded, label), null, '');
  }

  #inWorker(input: File | string, label: string): Promise<void> {
    return this.s.worker.open(input, label, {
      fail: (result) => this.s.fail(result),
      mayLeave: (proceed) => this.s.mayLeave(proceed),
      show: (result) => this.#show(result, null, '')
    });
  }

  async #open(result: OpenResult, example: string | null, hash: string, store: Store = 'now') {
    if (!result.ok) return this.s.fail(result);
    if (!(await this.s.mayLeave(() => void this.#show(result, example, hash, store)))) return;
    await this.#show(result, example, hash, store);
  }

  async #show(result: Opened, example: string | null, hash: string, store: Store = 'now') {
    // A design file carries its generation settings: its generated items are rebuilt.
    const key = await this.s.library.adopt(
      { design: result.design, generation: result.design.generation ?? NO_GENERATION },
      store
    );
    this.s.studio.open(result.design, result.label, result.findings, { key });
    this.s.opened(example, hash);
  }
}
