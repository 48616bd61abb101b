import type { Design } from '../../core/model/design.ts';
import { blankDesign } from '../../core/edits/blank-design.ts';
import { decodeShareLink } from '../../core/share/decode-share-link.ts';
import type { LibraryEntry } from '../../store/library-schema.ts';
import type { ExampleEntry } from './load-example-index.ts';
import { importSizeProblem } from '../../core/formats/import-design-text.ts';
import { loadDesignText } from '../../core/formats/load-design.ts';
import type { StoredLoader } from '../../store/design-library.ts';
import type { DesignInput } from '../../workers/design-input.ts';
import {
  exampleFromHash,
  fetchDesign,
  openable,
  readDesign,
  readDesignFile,
  shownLoad,
  type OpenResult
} from './read-design.ts';
import { PAGE_OPEN_BYTES } from './page-open-bytes.ts';
import type { HeldWorker, OpenJob } from '../analysis/open-job.svelte.ts';
import { NO_GENERATION } from '../../core/generate/no-generation.ts';
import type { StudioState } from '../studio/studio-state.svelte.ts';
import type { LibraryState } from '../library/library-state.svelte.ts';
import type { TabMemory } from '../library/tab-memory.ts';

type Opened = Extract<OpenResult, { ok: true }>;

/** Opens large designs in a worker and makes that worker the analysis worker (AnalysisWorkerState). */
export interface WorkerOpener {
  open(input: DesignInput, label: string): OpenJob;
  adopt(held: HeldWorker): void;
}

/** The part of `location`/`history` the opener uses (tests pass their own). */
export interface Address {
  hash(): string;
  /** Replace the hash without a hashchange ('' removes it). */
  replace(hash: string): void;
}

/**
 * Every way into a design, and what happens to the one open before: it is saved first, and when
 * that fails (a full disk, a conflict with another tab) the user is asked before it is left.
 * Opening an example, a file, pasted text or a blank design makes a new library entry; a
 * library entry reopens with its undo history from earlier in the session; a link shows its
 * design read-only until "Save to my library". What cannot be opened opens nothing and says
 * why (`failed`), leaving the open design as it was.
 *
 * A file, pasted text or stored design over `PAGE_OPEN_BYTES` is opened in a worker (`worker`,
 * when given): `opening` shows how far it has got, `cancelOpening` stops it, and the design
 * open before stays as it was until the new one has loaded; smaller ones load on the page,
 * where they are faster, through the same loaders and to the same result.
 */
export class DesignOpener {
  /** The last open that failed, with why; the open design is unchanged. */
  failed = $state.raw<OpenResult | null>(null);
  /** Waiting for the user: the open design's last changes are not saved. */
  asking = $state.raw<{ message: string; proceed: () => void } | null>(null);
  /** Something went wrong with the library (a design that cannot be read…). */
  error = $state('');
  /** The open design came in a link and is not in the library. */
  fromLink = $state(false);
  openedExample = $state<string | null>(null);
  /** The hash this tab's design was opened under (a reload with it reopens that design). */
  hash = $state('');
  /**
   * What the rest of the studio wants to hear: `lessonLink` takes a lesson link in the hash
   * before anything else reads it (true when it did); `opened` hears that a design was opened by
   * other means than a lesson (a lesson being taken then ends).
   */
  hooks: { lessonLink?: (hash: string) => boolean; opened?: () => void } = {};
  /** The design just deleted, for undo. */
  deleted = $state.raw<{ entry: LibraryEntry; wasOpen: boolean } | null>(null);

  /** A design being opened in the worker (progress, and Cancel), or null. */
  opening = $state.raw<OpenJob | null>(null);
  /** A design opened in the worker, waiting while the user is asked whether to leave. */
  #parked: HeldWorker | null = null;

  constructor(
    private readonly studio: StudioState,
    private readonly library: LibraryState,
    private readonly address: Address,
    private readonly fetchFn: typeof fetch,
    private readonly worker: WorkerOpener | null = null,
    private readonly pageOpenBytes = PAGE_OPEN_BYTES
  ) {}

  /** Stop opening in the worker: nothing changes, the open design stays as it was. */
  cancelOpening(): void {
    this.opening?.cancel();
    this.opening = null;
  }

  /** The user chose not to leave the open design after all. */
  dismissAsking(): void {
    this.asking = null;
    this.#unpark();
  }

  /** On start: a link in the hash, else the design this tab had open, else an example. */
  async start(examples: readonly ExampleEntry[], memory: TabMemory | null): Promise<void> {
    const hash = this.address.hash();
    if (this.hooks.lessonLink?.(hash)) return;
    if (isLink(hash)) return this.openLink(hash);
    if (memory && memory.hash === hash && this.library.available) {
      if (await this.openEntry(memory.id, hash)) return;
      this.error = '';
    }
    const example = examples.find((e) => e.id === exampleFromHash(hash));
    if (example) await this.openExample(example);
  }

  /** The hash changed (typed, or a link pasted into the address bar). */
  async hashChanged(examples: readonly ExampleEntry[]): Promise<void> {
    const hash = this.address.hash();
    if (hash === this.hash) return;
    if (this.hooks.lessonLink?.(hash)) return;
    if (isLink(hash)) return this.openLink(hash);
    const example = examples.find((e) => e.id === exampleFromHash(hash));
    if (example) await this.openExample(example);
  }

  async openExample(example: ExampleEntry): Promise<void> {
    const result = await fetchDesign(`examples/${example.file}`, example.title, this.fetchFn);
    // Stored from its first edit: looking through the examples leaves no copies of them.
    await this.#openNew(result, example.id, `#example=${example.id}`, 'on-edit');
  }

  async openFile(file: File): Promise<void> {
    const label = file.name || 'the file';
    if (this.worker && file.size > this.pageOpenBytes && !importSizeProblem(file.size, label))
      return this.#openNewInWorker(file, label);
    await this.#openNew(await readDesignFile(file), null, '');
  }

  async openText(text: string, label = 'the pasted design'): Promise<void> {
    if (this.worker && text.length > this.pageOpenBytes) return this.#openNewInWorker(text, label);
    await this.#openNew(readDesign(text, label), null, '');
  }

  async openBlank(): Promise<void> {
    const design = blankDesign();
    await this.#openNew(
      { ok: true, design, findings: [], label: 'New design' },
      null,
      '',
      'on-edit'
    );
  }

  /** A design made in the studio (a live table's inferred design): a new design of the library. */
  async openDesign(design: Design, label: string): Promise<void> {
    await this.#openNew({ ok: true, design, findings: [], label }, null, '');
  }

  /**
   * The studio is about to show a live table's design, which is never stored: the design open
   * before is saved and let go (the library shows no save state for what is not stored), a lesson
   * being taken ends, and the address forgets it.
   */
  async release(): Promise<void> {
    await this.library.leave();
    this.#opened(null, '');
  }

  /** Show a link's design, read-only (nothing is stored until "Save to my library"). */
  async openLink(hash: string): Promise<void> {
    const result = openable(await decodeShareLink(hash), 'the link');
    if (!result.ok) return this.#fail(result);
    if (!(await this.#mayLeave(() => void this.#showLink(result, hash)))) return;
    await this.#showLink(result, hash);
  }

  /** Keep the link's design: a new library entry, editable from now on. */
  async saveLink(): Promise<void> {
    const design = this.studio.authored;
    if (!design || !this.fromLink) return;
    await this.#guard(async () => {
      const { key } = await this.library.fork({ design, generation: this.studio.generation });
      this.studio.rekey(key);
      this.studio.readOnly = false;
      this.studio.label = 'your library';
      this.fromLink = false;
      this.#setHash('');
    });
  }

  /** Open a design of the library; false when it could not be read (`error` says why). */
  async openEntry(id: string, hash = ''): Promise<boolean> {
    if (!(await this.#mayLeave(() => void this.#showEntry(id, hash)))) return false;
    return this.#showEntry(id, hash);
  }

  /** After a conflict: the design as the other tab saved it (this tab's edits stay undoable). */
  async reload(): Promise<void> {
    await this.#guard(async () => {
      await this.#fromLibrary(async (load, adopt) => {
        const r = await this.library.reload(load);
        if (!r) return false;
        adopt();
        this.studio.open(r.opened.design, this.studio.label, r.opened.findings, {
          key: r.key,
          generation: r.opened.generation
        });
        return true;
      });
    });
  }

  /** After a conflict: this tab's design as a new entry, "<name> (copy)". */
  async fork(): Promise<void> {
    const design = this.studio.authored;
    if (!design) return;
    const name = `${design.name} (copy)`;
    await this.#guard(async () => {
      await this.library.fork({ design: { ...design, name }, generation: this.studio.generation });
      this.studio.apply({ kind: 'rename-design', name });
    });
  }

  /** Delete a design (undoable until the next reload); deleting the open one closes it. */
  async remove(entry: LibraryEntry): Promise<void> {
    const wasOpen = entry.id === this.library.currentId;
    await this.#guard(async () => {
      await this.library.remove(entry.id);
      if (wasOpen) {
        this.studio.close();
        this.#setHash('');
      }
      this.deleted = { entry, wasOpen };
    });
  }

  async undoDelete(): Promise<void> {
    const d = this.deleted;
    if (!d) return;
    this.deleted = null;
    await this.#guard(async () => {
      await this.library.restore(d.entry.id);
      if (d.wasOpen) await this.openEntry(d.entry.id);
    });
  }

  /** Open a file or pasted text in the worker, as `#openNew` opens what the page read. */
  async #openNewInWorker(input: DesignInput, label: string): Promise<void> {
    const load = await this.#inWorker(input, label);
    if (!load) return;
    const result = openable(load.loaded, label);
    if (!result.ok || !load.held) {
      load.held?.dispose();
      return this.#fail(result);
    }
    const held = load.held;
    const show = async () => {
      if (this.#parked === held) this.#parked = null;
      this.worker!.adopt(held);
      await this.#showNew(result, null, '');
    };
    this.#unpark();
    this.#parked = held;
    if (!(await this.#mayLeave(() => void show()))) return;
    await show();
  }

  /** Open `input` in the worker, shown in `opening`; null when cancelled (or overtaken). */
  async #inWorker(input: DesignInput, label: string) {
    this.opening?.cancel();
    const job = this.worker!.open(input, label);
    this.opening = job;
    const load = await job.result;
    if (this.opening === job) this.opening = null;
    return load;
  }

  /**
   * Open a stored design through `step` with the loader it passes to the library: a stored text
   * over `PAGE_OPEN_BYTES` is loaded in the worker. `step` calls `adopt` before showing the
   * design (after the library has saved the one open before, which may need the worker that
   * holds it), making that worker the analysis worker; a design not shown lets it go.
   */
  async #fromLibrary(
    step: (load: StoredLoader, adopt: () => void) => Promise<boolean>
  ): Promise<boolean> {
    const box: { held: HeldWorker | null } = { held: null };
    const load: StoredLoader = async (text, name) => {
      const size = typeof text === 'string' ? text.length : text.size;
      if (!this.worker || size <= this.pageOpenBytes) {
        const loaded = loadDesignText(typeof text === 'string' ? text : await text.text());
        return shownLoad(loaded, name);
      }
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

  #unpark(): void {
    this.#parked?.dispose();
    this.#parked = null;
  }

  /** `store`: when the design gets its library entry (LibraryState.adopt). */
  async #openNew(
    result: OpenResult,
    example: string | null,
    hash: string,
    store: 'now' | 'on-edit' = 'now'
  ): Promise<void> {
    if (!result.ok) return this.#fail(result);
    if (!(await this.#mayLeave(() => void this.#showNew(result, example, hash, store)))) return;
    await this.#showNew(result, example, hash, store);
  }

  async #showNew(
    result: Opened,
    example: string | null,
    hash: string,
    store: 'now' | 'on-edit' = 'now'
  ): Promise<void> {
    // A design file carries its generation settings: its generated items are rebuilt.
    const key = await this.library.adopt(
      { design: result.design, generation: result.design.generation ?? NO_GENERATION },
      store
    );
    this.studio.open(result.design, result.label, result.findings, { key });
    this.#opened(example, hash);
  }

  async #showLink(result: Opened, hash: string): Promise<void> {
    await this.library.leave();
    this.studio.open(result.design, 'from a link (read-only)', result.findings, {
      readOnly: true
    });
    this.#opened(null, hash);
    this.fromLink = true;
  }

  async #showEntry(id: string, hash: string): Promise<boolean> {
    let shown = false;
    const ok = await this.#guard(async () => {
      shown = await this.#fromLibrary(async (load, adopt) => {
        const r = await this.library.open(id, load);
        if (!r) return false;
        adopt();
        this.studio.open(r.opened.design, 'your library', r.opened.findings, {
          key: r.key,
          generation: r.opened.generation
        });
        this.#opened(exampleFromHash(hash), hash);
        return true;
      });
    });
    return ok && shown;
  }

  #opened(example: string | null, hash: string): void {
    this.hooks.opened?.();
    this.failed = null;
    this.asking = null;
    this.error = '';
    this.fromLink = false;
    this.openedExample = example;
    this.#setHash(hash);
  }

  /**
   * Whether the open design may be left now: its last changes are saved (or there is nothing
   * to lose). Otherwise the user is asked, and `proceed` runs if they say go ahead.
   */
  async #mayLeave(proceed: () => void): Promise<boolean> {
    const studio = this.studio;
    if (!studio.design || studio.readOnly) return true;
    if (!this.library.available) {
      if (!studio.canUndo) return true;
      this.#ask(`Designs cannot be saved in this browser (${this.library.problem})`, proceed);
      return false;
    }
    const state = await this.library.settle();
    if (state.kind !== 'failed') return true;
    this.#ask(`The open design's last changes are not saved: ${state.problem.message}`, proceed);
    return false;
  }

  #ask(message: string, proceed: () => void): void {
    this.asking = {
      message: `${message} Opening another design now loses them; export this one to a file first to keep them.`,
      proceed: () => {
        this.asking = null;
        proceed();
      }
    };
  }

  #fail(result: OpenResult): void {
    this.failed = result;
  }

  async #guard(step: () => Promise<void>): Promise<boolean> {
    try {
      await step();
      return true;
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      return false;
    }
  }

  #setHash(hash: string): void {
    this.hash = hash;
    if (this.address.hash() !== hash) this.address.replace(hash);
  }
}

function isLink(hash: string): boolean {
  return hash.startsWith('#design=');
}
