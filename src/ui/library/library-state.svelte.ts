import { AutosaveScheduler, type SaveState } from '../../store/autosave-scheduler.ts';
import { classifyStorageError } from '../../store/classify-storage-error.ts';
import {
  DesignLibrary,
  type DesignSnapshot,
  type LibraryOptions,
  type OpenedDesign,
  type StoredLoader
} from '../../store/design-library.ts';
import type { Design } from '../../core/model/design.ts';
import { DesignSaver, type Conflict } from '../../store/design-saver.ts';
import type { LibraryEntry } from '../../store/library-schema.ts';
import {
  requestPersistentStorage,
  type PersistenceAnswer
} from '../../store/request-persistent-storage.ts';
import type { StorageProblem } from '../../store/storage-error.ts';
import { holdsGeneratedItems, holdsRemoteItems } from '../../workers/remote-items.ts';

/** One open design bound to the library: its saver once it has an entry, and its autosave. */
interface Binding {
  saver: DesignSaver | null;
  readonly autosave: AutosaveScheduler<DesignSnapshot>;
  /** The name of its undo history in the studio. */
  readonly key: string;
  last: DesignSnapshot;
}

export interface LibraryStartOptions {
  readonly open?: (options: LibraryOptions) => Promise<DesignLibrary>;
  readonly storage?: Pick<StorageManager, 'persist' | 'persisted'>;
  readonly library?: LibraryOptions;
  /**
   * The native JSON text of a design whose items the analysis worker holds (written there);
   * without it such a design is not saved, and says why.
   */
  readonly remoteText?: (design: Design) => Promise<Blob>;
}

/**
 * The studio's side of the design library: the listing the library panel shows, the open
 * design's autosave and its save state for the top bar, two-tab conflicts (reload or fork),
 * and whether the browser keeps the storage. Every design opened from a file or pasted text gets
 * its own entry at once, so opening something else never discards it; an example or a blank
 * design gets one at its first edit (or Ctrl+S), so browsing the examples leaves no copies of
 * them behind; a design from a link gets one only when saved. Saves go through `DesignSaver` (revision-checked) on the
 * `AutosaveScheduler`'s timing, and store the authored design and generation settings only;
 * the text of a design whose items the worker holds is written by the worker (`remoteText`).
 */
export class LibraryState {
  /** Why the library cannot be used here ('' when it can); designs are then not saved. */
  problem = $state('');
  /** What the browser did to the library's connection (another tab upgrading it, storage closed). */
  notice = $state('');
  entries = $state.raw<readonly LibraryEntry[]>([]);
  deleted = $state.raw<readonly LibraryEntry[]>([]);
  /** The open design's save state (for the top bar). */
  save = $state.raw<SaveState>({ kind: 'saved', at: null });
  /** Another tab changed the open design: offer reload or fork. */
  conflict = $state.raw<Conflict | null>(null);
  persistence = $state<PersistenceAnswer | null>(null);
  /** The library entry of the open design, once it has one. */
  currentId = $state<string | null>(null);
  /** Whether the open design is being saved (false: nothing open, or a link's design). */
  bound = $state(false);
  /** Whether the library is open (false while it opens, and when it cannot be used here). */
  available = $state(false);

  #library: DesignLibrary | null = null;
  #binding: Binding | null = null;
  #storage: LibraryStartOptions['storage'];
  #remoteText: LibraryStartOptions['remoteText'];
  /** History keys of entries this session opened or created (a design keeps one history). */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- plumbing, never rendered
  #keys = new Map<string, string>();
  #nextKey = 0;
  #query = '';

  /** Open the library (purging designs deleted before this reload). Never throws. */
  async start(options: LibraryStartOptions = {}): Promise<void> {
    this.#storage = options.storage;
    this.#remoteText = options.remoteText;
    try {
      this.#library = await (options.open ?? DesignLibrary.open)({
        ...options.library,
        onBlocking: () =>
          (this.notice =
            'Keyscope was updated in another tab, so this tab has stopped saving. Reload this tab to go on saving; export the design to a file first to be safe.'),
        onBlocked: () =>
          (this.notice =
            'The design library is being upgraded but another Keyscope tab still has it open: close or reload the other tabs.'),
        onTerminated: () =>
          (this.notice =
            'The browser closed the design library (storage cleared, or a disk problem), so saving stopped. Export the design to a file, then reload.')
      });
    } catch (error) {
      this.#fail(classifyStorageError(error));
      return;
    }
    this.available = true;
    this.#library.onChange(() => void this.refresh());
    await this.refresh();
    if (this.entries.length > 0) void this.#askPersistence();
  }

  /** Reread the listing (and the designs deleted until the next reload), filtered by `query`. */
  async refresh(query = this.#query): Promise<void> {
    this.#query = query;
    const library = this.#library;
    if (!library) return;
    try {
      const [entries, deleted] = await Promise.all([
        query.trim() ? library.search(query.trim()) : library.list(),
        library.deleted()
      ]);
      if (query === this.#query) [this.entries, this.deleted] = [entries, deleted];
    } catch (error) {
      this.notice = classifyStorageError(error).message;
    }
  }

  /**
   * Start saving a newly opened design as a new entry: written at once (`now`), or at its first
   * edit or Ctrl+S (`on-edit`: an example, a blank design, which are there to be had again).
   * Returns the key of its undo history. The design open before is saved first.
   */
  async adopt(snapshot: DesignSnapshot, when: 'now' | 'on-edit' = 'now'): Promise<string> {
    await this.#release();
    const key = `design-${++this.#nextKey}`;
    const binding = this.#bind(null, snapshot, key);
    if (when === 'now') {
      binding?.autosave.change(snapshot);
      void binding?.autosave.flush();
    }
    return key;
  }

  /** The open design is bound but has no entry yet, and nothing waits to make one (`on-edit`). */
  get unstored(): boolean {
    return this.bound && this.currentId === null && this.save.kind === 'saved';
  }

  /**
   * Open a stored design and start saving it; the design open before is saved first. `load`
   * reads its text (on the page by default); null from it (cancelled) leaves everything as it
   * was and gives null.
   */
  async open(id: string): Promise<{ opened: OpenedDesign; key: string }>;
  async open(id: string, load: StoredLoader): Promise<{ opened: OpenedDesign; key: string } | null>;
  async open(
    id: string,
    load?: StoredLoader
  ): Promise<{ opened: OpenedDesign; key: string } | null> {
    return this.#open(id, load, () => this.#release());
  }

  /** Read a stored design, then (`leave`) let the bound one go and bind it; null: cancelled. */
  async #open(
    id: string,
    load: StoredLoader | undefined,
    leave: () => Promise<void> | void
  ): Promise<{ opened: OpenedDesign; key: string } | null> {
    const library = this.#need();
    const opened = load ? await library.open(id, load) : await library.open(id);
    if (!opened) return null;
    await leave();
    const key = this.#keys.get(id) ?? id;
    this.#bind(opened.entry, opened, key);
    return { opened, key };
  }

  /** The history key of the design being saved, or null when none is bound. */
  get currentKey(): string | null {
    return this.#binding?.key ?? null;
  }

  /** The open design changed: save it soon (every edit calls this; repeats are ignored). */
  changed(snapshot: DesignSnapshot): void {
    const b = this.#binding;
    if (!b || (b.last.design === snapshot.design && b.last.generation === snapshot.generation))
      return;
    b.last = snapshot;
    b.autosave.change(snapshot);
  }

  /** Save now (Ctrl+S), an example not yet stored included; resolves with the state it leaves. */
  async flush(): Promise<SaveState> {
    const b = this.#binding;
    if (b && this.unstored) b.autosave.change(b.last);
    return (await b?.autosave.flush()) ?? this.save;
  }

  /**
   * Save the open design's last edits before something else is opened; the state says whether
   * that worked (a full disk or a conflict leaves it `failed`, for the caller to ask first).
   */
  async settle(): Promise<SaveState> {
    return (await this.#binding?.autosave.flush()) ?? { kind: 'saved', at: null };
  }

  /** Stop saving the open design (a link's design is shown instead, or it was closed). */
  async leave(): Promise<void> {
    await this.#release();
  }

  /** After a conflict: the design as the other tab left it, saved from now on (`load` as for `open`). */
  async reload(): Promise<{ opened: OpenedDesign; key: string }>;
  async reload(load: StoredLoader): Promise<{ opened: OpenedDesign; key: string } | null>;
  async reload(load?: StoredLoader): Promise<{ opened: OpenedDesign; key: string } | null> {
    const id = this.currentId;
    if (!id) throw new Error('no stored design is open');
    // Read first, so a cancelled read leaves this design bound as it was; then let it go
    // unsaved (the other tab's version replaces it).
    return this.#open(id, load, () => this.#unbind());
  }

  /**
   * After a conflict (or to keep a link's design): this design as a new entry named `name`,
   * saved from now on under the same undo history.
   */
  async fork(
    snapshot: DesignSnapshot,
    key: string | null = null
  ): Promise<{ entry: LibraryEntry; key: string }> {
    const library = this.#need();
    const old = this.currentId;
    this.#unbind();
    const entry = await library.create(await this.#written(snapshot));
    const k = key ?? (old ? this.#keys.get(old) : undefined) ?? `design-${++this.#nextKey}`;
    if (old) this.#keys.delete(old);
    this.#bind(entry, snapshot, k);
    void this.#askPersistence();
    await this.refresh();
    return { entry, key: k };
  }

  async rename(id: string, name: string): Promise<void> {
    await this.#need().rename(id, name);
    await this.refresh();
  }

  async duplicate(id: string): Promise<LibraryEntry> {
    const entry = await this.#need().duplicate(id);
    await this.refresh();
    return entry;
  }

  /** Delete (restorable until the next reload); the open design stops being saved first. */
  async remove(id: string): Promise<void> {
    const library = this.#need();
    if (id === this.currentId) {
      await this.settle();
      this.#unbind();
    }
    await library.remove(id);
    await this.refresh();
  }

  async restore(id: string): Promise<LibraryEntry> {
    const entry = await this.#need().restore(id);
    await this.refresh();
    return entry;
  }

  #need(): DesignLibrary {
    if (!this.#library) throw new Error(this.problem || 'the design library is not open');
    return this.#library;
  }

  #bind(entry: LibraryEntry | null, snapshot: DesignSnapshot, key: string): Binding | null {
    const library = this.#library;
    if (!library) return null;
    const binding: Binding = {
      saver: null,
      key,
      last: snapshot,
      autosave: new AutosaveScheduler<DesignSnapshot>(async (edited, mode) => {
        const snap = await this.#written(edited);
        if (binding.saver) return binding.saver.save(snap, mode);
        const created = await library.create(snap);
        this.#attach(binding, created);
        void this.#askPersistence();
        // Listed before the save is done: whoever waited for it finds the new entry there.
        await this.refresh();
      })
    };
    this.#binding = binding;
    this.conflict = null;
    this.bound = true;
    if (entry) this.#attach(binding, entry);
    else this.currentId = null;
    binding.autosave.subscribe((state) => {
      if (this.#binding === binding) this.save = state;
    });
    return binding;
  }

  /**
   * The snapshot to store: as it is when the page holds its items (the library writes its
   * text), with its text written by the worker when the worker holds them. The stored design
   * holds what the user wrote, never placeholders.
   */
  async #written(snapshot: DesignSnapshot): Promise<DesignSnapshot> {
    // Generated items are rebuilt from their settings, never stored.
    if (holdsGeneratedItems(snapshot.design))
      throw new Error('the design to save holds generated placeholders; nothing was saved');
    if (!holdsRemoteItems(snapshot.design)) return snapshot;
    if (!this.#remoteText)
      throw new Error(
        'the design to save holds placeholders for items only the worker has, and nothing here can write them; nothing was saved'
      );
    return { ...snapshot, text: await this.#remoteText(snapshot.design) };
  }

  #attach(binding: Binding, entry: LibraryEntry): void {
    const saver = new DesignSaver(this.#library!, entry);
    binding.saver = saver;
    this.#keys.set(entry.id, binding.key);
    saver.onConflict((c) => {
      if (this.#binding === binding) this.conflict = c;
    });
    if (this.#binding === binding) this.currentId = entry.id;
  }

  /** Unbind the open design, saving edits still waiting (none, normally, after `settle`). */
  async #release(): Promise<void> {
    const b = this.#binding;
    if (!b) return;
    const waiting = b.autosave.state.kind;
    if (waiting === 'pending' || waiting === 'saving') await b.autosave.flush();
    this.#unbind();
  }

  #unbind(): void {
    const b = this.#binding;
    if (!b) return;
    b.autosave.dispose();
    b.saver?.dispose();
    this.#binding = null;
    this.currentId = null;
    this.conflict = null;
    this.bound = false;
    this.save = { kind: 'saved', at: null };
  }

  #fail(problem: StorageProblem): void {
    this.problem = problem.message;
    this.save = { kind: 'failed', problem };
  }

  async #askPersistence(): Promise<void> {
    if (this.persistence !== null) return;
    this.persistence = await requestPersistentStorage(this.#storage);
  }
}
