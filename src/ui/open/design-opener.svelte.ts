import type { Design } from '../../core/model/design.ts';
import { isShareLink } from '../../core/share/is-share-link.ts';
import type { LibraryEntry } from '../../store/library-schema.ts';
import type { ExampleEntry } from './load-example-index.ts';
import { exampleFromHash, type OpenResult } from './read-design.ts';
import { PAGE_OPEN_BYTES } from './page-open-bytes.ts';
import type { OpenJob } from '../analysis/open-job.svelte.ts';
import type { ReadJob } from '../analysis/read-job.svelte.ts';
import type { StudioState } from '../studio/studio-state.svelte.ts';
import type { LibraryState } from '../library/library-state.svelte.ts';
import type { TabMemory } from '../library/tab-memory.ts';
import { LeaveGuard } from './leave-guard.ts';
import { WorkerOpens } from './worker-opens.svelte.ts';
import type { OpenerSteps } from './opener-steps.ts';
import { NewDesigns } from './new-designs.ts';
import { LinkDesigns } from './link-designs.svelte.ts';
import { LibraryDesigns } from './library-designs.svelte.ts';
import type { WorkerOpener } from './worker-opener.ts';
import type { Address } from './address.ts';
import type { OpenerHooks } from './opener-hooks.ts';

// Where they were declared before; importers may keep importing them from here.
export type { WorkerOpener, Address };

/**
 * Every way into a design, and what happens to the one open before: it is saved first, and when
 * that fails (a full disk, a conflict with another tab) the user is asked before it is left
 * (LeaveGuard). Opening an example, a file, pasted text or a blank design makes a new library
 * entry (NewDesigns); a library entry reopens with its undo history from earlier in the session
 * (LibraryDesigns); a link shows its design read-only until "Save to my library" (LinkDesigns).
 * What cannot be opened opens nothing and says why (`failed`), leaving the open design as it was.
 *
 * With a `worker` (WorkerOpens), a file, pasted text or stored design over `PAGE_OPEN_BYTES`
 * is opened in a worker and kept there; a link or a smaller design is read whole in one, then
 * analysed on the page. Either way nothing is decoded on the main thread: `opening` shows it,
 * `cancelOpening` stops it, an open stops by itself at `OPEN_DEADLINE_MS`, and the design open
 * before stays as it was until the new one has loaded.
 */
export class DesignOpener {
  /** The last open that failed, with why; the open design is unchanged. */
  failed = $state.raw<OpenResult | null>(null);
  /** Waiting for the user: the open design's last changes are not saved. */
  asking = $state.raw<{ message: string; proceed: () => void } | null>(null);
  /** Something went wrong with the library (a design that cannot be read…). */
  error = $state('');
  openedExample = $state<string | null>(null);
  /** The hash this tab's design was opened under (a reload with it reopens that design). */
  hash = $state('');
  /** What the rest of the studio wants to hear (OpenerHooks). */
  hooks: OpenerHooks = {};

  /** Something was opened or asked for (see `start`). */
  #chosen = false;
  #worker: WorkerOpens;
  #new: NewDesigns;
  #links: LinkDesigns;
  #entries: LibraryDesigns;

  constructor(
    private readonly studio: StudioState,
    private readonly library: LibraryState,
    private readonly address: Address,
    fetchFn: typeof fetch,
    worker: WorkerOpener | null = null,
    pageOpenBytes = PAGE_OPEN_BYTES
  ) {
    this.#worker = new WorkerOpens(worker, pageOpenBytes);
    const leave = new LeaveGuard(studio, library, (asking) => (this.asking = asking));
    const steps: OpenerSteps = {
      studio,
      library,
      worker: this.#worker,
      mayLeave: (proceed) => leave.mayLeave(proceed),
      guard: (step) => this.#guard(step),
      opened: (example, hash) => this.#opened(example, hash),
      setHash: (hash) => this.#setHash(hash),
      fail: (result) => void (this.failed = result)
    };
    this.#new = new NewDesigns(steps, fetchFn);
    this.#links = new LinkDesigns(steps);
    this.#entries = new LibraryDesigns(steps);
  }

  /** A design being opened or read in a worker (progress, and Cancel), or null. */
  get opening(): OpenJob | ReadJob | null {
    return this.#worker.opening;
  }

  /** The open design came in a link and is not in the library. */
  get fromLink(): boolean {
    return this.#links.fromLink;
  }

  /** The design open before the link, when its last edits were saved as the link opened. */
  get savedBeforeLink(): string | null {
    return this.#links.savedFirst;
  }

  /** The design just deleted, for undo. */
  get deleted(): { entry: LibraryEntry; wasOpen: boolean } | null {
    return this.#entries.deleted;
  }
  set deleted(deleted: { entry: LibraryEntry; wasOpen: boolean } | null) {
    this.#entries.deleted = deleted;
  }

  /** Stop opening in the worker: nothing changes, the open design stays as it was. */
  cancelOpening(): void {
    this.#worker.cancel();
  }

  /** The user chose not to leave the open design after all. */
  dismissAsking(): void {
    this.asking = null;
    this.#worker.unpark();
  }

  /**
   * On start: a link in the hash, else the design this tab had open, else an example. Start
   * waits for the library; a design the user chose meanwhile (an example clicked on a busy
   * machine) wins, and start opens nothing: else it reopened what the click just set in the
   * address, and the editor the user was typing into was replaced under them.
   */
  async start(examples: readonly ExampleEntry[], memory: TabMemory | null): Promise<void> {
    if (this.#chosen || this.studio.design) return;
    const hash = this.address.hash();
    if (this.hooks.lessonLink?.(hash) || this.hooks.liveLink?.(hash)) return;
    if (isShareLink(hash)) return this.openLink(hash);
    let lost = '';
    if (memory && memory.hash === hash && this.library.available) {
      if (await this.openEntry(memory.id, hash)) return;
      // Said, not swallowed: the user comes back to something else than they left.
      lost = `The design this tab had open could not be reopened: ${this.error.replace(/\.$/, '')}. Your other designs are under Open…`;
    }
    const example = examples.find((e) => e.id === exampleFromHash(hash));
    if (example) await this.openExample(example);
    if (lost) this.error = lost;
  }

  /** The hash changed (typed, or a link pasted into the address bar). */
  async hashChanged(examples: readonly ExampleEntry[]): Promise<void> {
    const hash = this.address.hash();
    if (hash === this.hash) return;
    if (this.hooks.lessonLink?.(hash) || this.hooks.liveLink?.(hash)) return;
    if (isShareLink(hash)) return this.openLink(hash);
    const example = examples.find((e) => e.id === exampleFromHash(hash));
    if (example) await this.openExample(example);
  }

  openExample(example: ExampleEntry): Promise<void> {
    this.#chosen = true;
    return this.#new.openExample(example);
  }

  openFile(file: File): Promise<void> {
    this.#chosen = true;
    return this.#new.openFile(file);
  }

  openText(text: string, label?: string): Promise<void> {
    this.#chosen = true;
    return this.#new.openText(text, label);
  }

  openBlank(): Promise<void> {
    this.#chosen = true;
    return this.#new.openBlank();
  }

  /** A design made in the studio (a live table's inferred design): a new design of the library. */
  openDesign(design: Design, label: string): Promise<void> {
    this.#chosen = true;
    return this.#new.openDesign(design, label);
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
  openLink(hash: string): Promise<void> {
    this.#chosen = true;
    return this.#links.open(hash);
  }

  /** Keep the link's design: a new library entry, editable from now on. */
  saveLink(): Promise<void> {
    return this.#links.save();
  }

  /** Open a design of the library; false when it could not be read (`error` says why). */
  openEntry(id: string, hash = ''): Promise<boolean> {
    this.#chosen = true;
    return this.#entries.openEntry(id, hash);
  }

  /** After a conflict: the other tab's version; this tab's unsaved edit is kept as a copy. */
  reload(): Promise<void> {
    return this.#entries.reload();
  }

  /** After a conflict: this tab's design as a new entry, "<name> (copy)". */
  fork(): Promise<void> {
    return this.#entries.fork();
  }

  /** Delete a design (undoable until the next reload); deleting the open one closes it. */
  remove(entry: LibraryEntry): Promise<void> {
    return this.#entries.remove(entry);
  }

  undoDelete(): Promise<void> {
    return this.#entries.undoDelete();
  }

  #opened(example: string | null, hash: string): void {
    this.hooks.opened?.();
    this.failed = null;
    this.asking = null;
    this.error = '';
    this.#links.fromLink = false;
    this.openedExample = example;
    this.#setHash(hash);
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
