import type { Design } from '../../core/model/design.ts';
import { blankDesign } from '../../core/edits/blank-design.ts';
import { importSizeProblem } from '../../core/formats/import-design-text.ts';
import { NO_GENERATION } from '../../core/generate/no-generation.ts';
import type { ExampleEntry } from './load-example-index.ts';
import type { OpenerSteps } from './opener-steps.ts';
import { fetchDesign, readDesign, readDesignFile, type OpenResult } from './read-design.ts';

type Opened = Extract<OpenResult, { ok: true }>;
/** When the design gets its library entry (LibraryState.adopt). */
type Store = 'now' | 'on-edit';

/**
 * Opens that make a new library entry: an example, a file, pasted text, a blank design or one
 * made in the studio. A file or text too large for the page opens in the worker (WorkerOpens);
 * what cannot be opened opens nothing (`fail`), and the open design is left only when it may be.
 */
export class NewDesigns {
  constructor(
    private readonly s: OpenerSteps,
    private readonly fetchFn: typeof fetch
  ) {}

  async openExample(example: ExampleEntry): Promise<void> {
    const result = await fetchDesign(`examples/${example.file}`, example.title, this.fetchFn);
    // Stored from its first edit: looking through the examples leaves no copies of them.
    await this.#open(result, example.id, `#example=${example.id}`, 'on-edit');
  }

  async openFile(file: File): Promise<void> {
    const label = file.name || 'the file';
    if (this.s.worker.takes(file.size) && !importSizeProblem(file.size, label))
      return this.#inWorker(file, label);
    await this.#open(await readDesignFile(file), null, '');
  }

  async openText(text: string, label = 'the pasted design'): Promise<void> {
    if (this.s.worker.takes(text.length)) return this.#inWorker(text, label);
    await this.#open(readDesign(text, label), null, '');
  }

  async openBlank(): Promise<void> {
    const design = blankDesign();
    await this.#open({ ok: true, design, findings: [], label: 'New design' }, null, '', 'on-edit');
  }

  async openDesign(design: Design, label: string): Promise<void> {
    await this.#open({ ok: true, design, findings: [], label }, null, '');
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
