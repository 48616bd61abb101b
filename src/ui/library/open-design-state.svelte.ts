import type { SaveState } from '../../store/autosave-scheduler.ts';
import type { DesignLibrary, DesignSnapshot } from '../../store/design-library.ts';
import type { Conflict } from '../../store/design-saver.ts';
import type { LibraryEntry } from '../../store/library-schema.ts';
import type { StorageProblem } from '../../store/storage-error.ts';
import { DesignBinding, type BindingHooks } from './design-binding.svelte.ts';

/**
 * The open design's side of the library: the design being saved (one `DesignBinding` at a time,
 * or none: nothing is open, or a link's design is shown), and what the top bar and the banners
 * show of it. Letting a design go disposes its binding, so it saves nothing more.
 */
export class OpenDesignState {
  /** The design being saved, if any. */
  #binding = $state.raw<DesignBinding | null>(null);
  /** The save state when no design is bound: saved, or why the library cannot save. */
  #idle = $state.raw<SaveState>({ kind: 'saved', at: null });
  /**
   * A design opened before the library had opened (a slow disk, an older tab holding up its
   * upgrade): bound once it has, with its latest edits (see `wait`).
   */
  #waiting = $state.raw<Waiting | null>(null);
  readonly #hooks: BindingHooks;
  /**
   * Where this tab's edit went when "Reload the saved version" discarded it: a copy in the
   * library, for the banner to name until dismissed or another design is bound.
   */
  discarded = $state.raw<LibraryEntry | null>(null);

  constructor(hooks: BindingHooks) {
    this.#hooks = hooks;
  }

  /** The open design's save state (for the top bar). */
  get save(): SaveState {
    const w = this.#waiting;
    if (w) return w.edited || w.when === 'now' ? { kind: 'pending' } : { kind: 'saved', at: null };
    return this.#binding?.save ?? this.#idle;
  }

  /** Another tab changed the open design: offer reload or fork. */
  get conflict(): Conflict | null {
    return this.#binding?.conflict ?? null;
  }

  /** The library entry of the open design, once it has one. */
  get entryId(): string | null {
    return this.#binding?.entryId ?? null;
  }

  /** What the library does not have of the open design (a save failed or waits), else null. */
  get unsaved(): DesignSnapshot | null {
    return this.#binding?.unsaved ?? null;
  }

  /** Whether the open design is being saved (false: nothing open, or a link's design). */
  get bound(): boolean {
    return this.#binding !== null || this.#waiting !== null;
  }

  /** The open design is bound but has no entry yet, and nothing waits to make one (`on-edit`). */
  get unstored(): boolean {
    const w = this.#waiting;
    if (w) return !w.edited && w.when === 'on-edit';
    return this.#binding?.unstored ?? false;
  }

  /** The history key of the design being saved, or null when none is bound. */
  get key(): string | null {
    return this.#waiting?.key ?? this.#binding?.key ?? null;
  }

  /** The library cannot be used: nothing will be saved, and the top bar says why. */
  fail(problem: StorageProblem): void {
    this.#idle = { kind: 'failed', problem };
  }

  /** Start saving a design (`entry`: its stored entry; null: it gets one at its first save). */
  bind(
    library: DesignLibrary,
    entry: LibraryEntry | null,
    snapshot: DesignSnapshot,
    key: string
  ): DesignBinding {
    this.discarded = null;
    this.#binding = new DesignBinding(library, entry, snapshot, key, this.#hooks);
    return this.#binding;
  }

  /**
   * Start saving a design once `library` has opened (null: it could not be, nothing is saved):
   * it is bound then as `bind` would have, written at once when `when` is 'now' or it was
   * edited meanwhile. Until then its edits wait here and the top bar shows them unsaved.
   */
  wait(
    library: Promise<DesignLibrary | null>,
    snapshot: DesignSnapshot,
    key: string,
    when: 'now' | 'on-edit'
  ): void {
    this.#binding?.dispose();
    this.#binding = null;
    const bound = library.then((lib) => {
      const w = this.#waiting;
      if (w?.bound !== bound) return;
      this.#waiting = null;
      if (!lib) return;
      const binding = this.bind(lib, null, w.snapshot, w.key);
      if (w.when === 'now' || w.edited) binding.storeNow();
    });
    this.#waiting = { snapshot, key, when, edited: false, bound };
  }

  /** The open design changed: save it soon (every edit calls this; repeats are ignored). */
  changed(snapshot: DesignSnapshot): void {
    const w = this.#waiting;
    if (w) {
      if (w.snapshot.design !== snapshot.design || w.snapshot.generation !== snapshot.generation)
        this.#waiting = { ...w, snapshot, edited: true };
      return;
    }
    this.#binding?.changed(snapshot);
  }

  /** Save now (Ctrl+S), an example not yet stored included; resolves with the state it leaves. */
  async flush(): Promise<SaveState> {
    const w = this.#waiting;
    if (w) this.#waiting = { ...w, edited: true };
    await this.#bound();
    return (await this.#binding?.flush()) ?? this.save;
  }

  /** Save the open design's last edits; resolves with the state it leaves. */
  async settle(): Promise<SaveState> {
    await this.#bound();
    return (await this.#binding?.settle()) ?? { kind: 'saved', at: null };
  }

  /** Let the open design go, saving edits still waiting (none, normally, after `settle`). */
  async release(): Promise<void> {
    await this.#bound();
    const b = this.#binding;
    if (!b) return;
    await b.saveWaiting();
    this.unbind();
  }

  /**
   * A design waiting for the library with something to write is bound first (when the library
   * has opened); one with nothing to write (an example looked at) is let go.
   */
  async #bound(): Promise<void> {
    const w = this.#waiting;
    if (!w) return;
    if (w.edited || w.when === 'now') await w.bound;
    else this.#waiting = null;
  }

  /** Let the open design go unsaved. */
  unbind(): void {
    this.discarded = null;
    this.#waiting = null;
    this.#binding?.dispose();
    this.#binding = null;
  }
}

/** A design waiting for the library to open (see `OpenDesignState.wait`). */
interface Waiting {
  readonly snapshot: DesignSnapshot;
  readonly key: string;
  readonly when: 'now' | 'on-edit';
  /** Edited since it was opened: written once the library is open. */
  readonly edited: boolean;
  /** Settles once it is bound (or the library could not be opened). */
  readonly bound: Promise<void>;
}
