import { AutosaveScheduler, type SaveState } from '../../store/autosave-scheduler.ts';
import type { DesignLibrary, DesignSnapshot } from '../../store/design-library.ts';
import { DesignSaver, type Conflict } from '../../store/design-saver.ts';
import type { LibraryEntry } from '../../store/library-schema.ts';

/** What a binding asks of the library around it. */
export interface BindingHooks {
  /** The snapshot to store for an edited one (`storedSnapshot`); throws when it cannot be. */
  readonly written: (snapshot: DesignSnapshot) => Promise<DesignSnapshot>;
  /** The design has its entry now: its undo history `key` goes with the entry from here on. */
  readonly attached: (entry: LibraryEntry, key: string) => void;
  /** Its first save made its entry; awaited before that save is done. */
  readonly created: () => Promise<void>;
  /** It was let go with its entry at `revision`, the last this tab wrote or read of it. */
  readonly left: (id: string, revision: number) => void;
}

/**
 * One open design bound to the library: its autosave, its saver once it has an entry (an
 * example or a blank design gets one at its first save), and the save state and two-tab
 * conflict the top bar and the banners show. A binding let go (`dispose`) saves nothing more;
 * what it still says is no longer read.
 */
export class DesignBinding {
  save = $state.raw<SaveState>({ kind: 'saved', at: null });
  /** Another tab changed this design: offer reload or fork. */
  conflict = $state.raw<Conflict | null>(null);
  /** Its library entry, once it has one. */
  entryId = $state<string | null>(null);
  /** The name of its undo history in the studio. */
  readonly key: string;
  /** The last snapshot it was given. */
  last: DesignSnapshot;

  readonly #hooks: BindingHooks;
  readonly #library: DesignLibrary;
  readonly #autosave: AutosaveScheduler<DesignSnapshot>;
  #saver: DesignSaver | null = null;

  constructor(
    library: DesignLibrary,
    entry: LibraryEntry | null,
    snapshot: DesignSnapshot,
    key: string,
    hooks: BindingHooks
  ) {
    this.#library = library;
    this.#hooks = hooks;
    this.key = key;
    this.last = snapshot;
    this.#autosave = new AutosaveScheduler<DesignSnapshot>(async (edited, mode) => {
      const snap = await hooks.written(edited);
      if (this.#saver) return this.#saver.save(snap, mode);
      this.#attach(await library.create(snap));
      await hooks.created();
    });
    if (entry) this.#attach(entry);
    this.#autosave.subscribe((state) => (this.save = state));
  }

  /** It has no entry yet, and nothing waits to make one (an example before its first edit). */
  get unstored(): boolean {
    return this.entryId === null && this.save.kind === 'saved';
  }

  /** The design changed: save it soon (repeats are ignored). */
  changed(snapshot: DesignSnapshot): void {
    if (this.last.design === snapshot.design && this.last.generation === snapshot.generation)
      return;
    this.last = snapshot;
    this.#autosave.change(snapshot);
  }

  /** Write it at once, as it was bound (a design opened from a file gets its entry now). */
  storeNow(): void {
    this.#autosave.change(this.last);
    void this.#autosave.flush();
  }

  /** Save now (Ctrl+S), an example not yet stored included; resolves with the state it leaves. */
  flush(): Promise<SaveState> {
    if (this.unstored) this.#autosave.change(this.last);
    return this.#autosave.flush();
  }

  /** Save the edits still waiting; resolves with the state it leaves. */
  settle(): Promise<SaveState> {
    return this.#autosave.flush();
  }

  /** Save edits still waiting or being saved (none, normally, after `settle`). */
  async saveWaiting(): Promise<void> {
    const waiting = this.#autosave.state.kind;
    if (waiting === 'pending' || waiting === 'saving') await this.#autosave.flush();
  }

  /** What the library does not have of it (a save failed or waits), else null. */
  get unsaved(): DesignSnapshot | null {
    return this.save.kind === 'saved' ? null : this.last;
  }

  /** Save nothing more. */
  dispose(): void {
    this.#autosave.dispose();
    const saver = this.#saver;
    if (!saver) return;
    saver.dispose();
    this.#hooks.left(saver.id, saver.revision);
  }

  #attach(entry: LibraryEntry): void {
    const saver = new DesignSaver(this.#library, entry);
    this.#saver = saver;
    this.#hooks.attached(entry, this.key);
    saver.onConflict((c) => (this.conflict = c));
    this.entryId = entry.id;
  }
}
