import type { SaveState } from '../../store/autosave-scheduler.ts';
import type {
  DesignLibrary,
  DesignSnapshot,
  OpenedDesign,
  StoredLoader
} from '../../store/design-library.ts';
import type { LibraryEntry, ListedEntry } from '../../store/library-schema.ts';
import type { RecoveredFile } from '../../store/recovered-file.ts';
import {
  requestPersistentStorage,
  type PersistenceAnswer
} from '../../store/request-persistent-storage.ts';
import type { DesignBinding } from './design-binding.svelte.ts';
import { HistoryKeys } from './history-keys.ts';
import { keepDiscarded } from './keep-discarded.ts';
import { LibraryListing } from './library-listing.svelte.ts';
import { openLibrary } from './open-library.ts';
import { OpenDesignState } from './open-design-state.svelte.ts';
import type { LibraryStartOptions } from './library-start-options.ts';
import { storedSnapshot } from './stored-snapshot.ts';

/** A stored design as read, with the key of its undo history. */
type Opened = { opened: OpenedDesign; key: string };

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
  /** The stored designs, for the library panel. */
  readonly listing = new LibraryListing(
    () => this.#library,
    (message) => (this.notice = message)
  );
  /** The design being saved, and its save state for the top bar. */
  readonly openDesign = new OpenDesignState({
    written: (edited) => storedSnapshot(edited, this.#remoteText),
    attached: (stored, key) => this.#keys.give(stored.id, key, stored.revision),
    left: (id, revision) => this.#keys.leftAt(id, revision),
    created: async () => {
      void this.#askPersistence();
      // Listed before the save is done: whoever waited for it finds the new entry there.
      await this.listing.refresh();
    }
  });
  persistence = $state<PersistenceAnswer | null>(null);
  /** Whether the library is open (false while it opens, and when it cannot be used here). */
  available = $state(false);

  #library: DesignLibrary | null = null;
  /** The library once `start` is done (null: it could not be opened); null before `start`. */
  #opening: Promise<DesignLibrary | null> | null = null;
  #storage: LibraryStartOptions['storage'];
  #remoteText: LibraryStartOptions['remoteText'];
  /** History keys of entries this session opened or created (a design keeps one history). */
  readonly #keys = new HistoryKeys();

  /** Open the library (purging designs deleted before this reload). Never throws. */
  start(options: LibraryStartOptions = {}): Promise<void> {
    const started = this.#start(options);
    this.#opening = started.then(() => this.#library);
    return started;
  }

  async #start(options: LibraryStartOptions): Promise<void> {
    this.#storage = options.storage;
    this.#remoteText = options.remoteText;
    const opened = await openLibrary(options, {
      get: () => this.notice,
      set: (notice) => (this.notice = notice)
    });
    if ('problem' in opened) {
      this.problem = opened.problem.message;
      this.openDesign.fail(opened.problem);
      return;
    }
    this.#library = opened.library;
    this.available = true;
    this.#library.onChange(() => void this.listing.refresh());
    await this.listing.refresh();
    if (this.listing.entries.length > 0) void this.#askPersistence();
  }

  /** The library entry of the open design, once it has one. */
  get currentId(): string | null {
    return this.openDesign.entryId;
  }

  /**
   * Start saving a newly opened design as a new entry: written at once (`now`), or at its first
   * edit or Ctrl+S (`on-edit`: an example, a blank design, which are there to be had again).
   * Returns the key of its undo history. The design open before is saved first.
   */
  async adopt(snapshot: DesignSnapshot, when: 'now' | 'on-edit' = 'now'): Promise<string> {
    await this.openDesign.release();
    const key = this.#keys.fresh();
    // Opened before the library has (a slow disk, an older tab holding up its upgrade): it is
    // shown now and saved once the library is open, edits made meanwhile included.
    if (!this.#library && this.#opening && !this.problem) {
      this.openDesign.wait(this.#opening, snapshot, key, when);
      return key;
    }
    const binding = this.#bind(null, snapshot, key);
    if (when === 'now') binding?.storeNow();
    return key;
  }

  /**
   * Open a stored design and start saving it; the design open before is saved first. `load`
   * reads its text (on the page by default); null from it (cancelled) leaves everything as it
   * was and gives null.
   */
  async open(id: string): Promise<Opened>;
  async open(id: string, load: StoredLoader): Promise<Opened | null>;
  async open(id: string, load?: StoredLoader): Promise<Opened | null> {
    return this.#open(id, load, () => this.openDesign.release());
  }

  /** Read a stored design, then (`leave`) let the bound one go and bind it; null: cancelled. */
  async #open(
    id: string,
    load: StoredLoader | undefined,
    leave: () => Promise<void> | void
  ): Promise<Opened | null> {
    const library = this.#need();
    const opened = await this.listing.reading(id, () =>
      load ? library.open(id, load) : library.open(id)
    );
    if (!opened) return null;
    await leave();
    const key = this.#keys.of(id, opened.entry.revision);
    this.#bind(opened.entry, opened, key);
    return { opened, key };
  }

  /** Save now (Ctrl+S), an example not yet stored included; resolves with the state it leaves. */
  flush(): Promise<SaveState> {
    return this.openDesign.flush();
  }

  /**
   * Save the open design's last edits before something else is opened; the state says whether
   * that worked (a full disk or a conflict leaves it `failed`, for the caller to ask first).
   */
  settle(): Promise<SaveState> {
    return this.openDesign.settle();
  }

  /** Stop saving the open design (a link's design is shown instead, or it was closed). */
  async leave(): Promise<void> {
    await this.openDesign.release();
  }

  /**
   * After a conflict: the design as the other tab left it, saved from now on under a new undo
   * history (`load` as for `open`); what this tab had not saved is kept first as a new entry
   * (`openDesign.discarded`).
   */
  async reload(): Promise<Opened>;
  async reload(load: StoredLoader): Promise<Opened | null>;
  async reload(load?: StoredLoader): Promise<Opened | null> {
    const id = this.currentId;
    if (!id) throw new Error('no stored design is open');
    const unsaved = this.openDesign.unsaved;
    let kept = null as LibraryEntry | null;
    // Read first, so a cancelled read leaves this design bound as it was; then keep this tab's
    // edit (a full disk stops the reload there, nothing discarded) and let it go.
    const r = await this.#open(id, load, async () => {
      if (unsaved) kept = await keepDiscarded(this.#need(), unsaved, this.#remoteText);
      this.openDesign.unbind();
    });
    if (kept) await this.listing.refresh();
    if (r) this.openDesign.discarded = kept;
    return r;
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
    this.openDesign.unbind();
    const entry = await library.create(await storedSnapshot(snapshot, this.#remoteText));
    const k = key ?? (old ? this.#keys.given(old) : undefined) ?? this.#keys.fresh();
    if (old) this.#keys.forget(old);
    this.#bind(entry, snapshot, k);
    void this.#askPersistence();
    await this.listing.refresh();
    return { entry, key: k };
  }

  async rename(id: string, name: string): Promise<void> {
    await this.#need().rename(id, name);
    this.#keys.moved(id);
    await this.listing.refresh();
  }

  async duplicate(id: string): Promise<ListedEntry> {
    const library = this.#need();
    const entry = await this.listing.reading(id, () => library.duplicate(id));
    await this.listing.refresh();
    return entry;
  }

  /** What can be recovered of a stored design, as a file to keep (`DesignLibrary.recover`). */
  recover(id: string): Promise<RecoveredFile> {
    return this.#need().recover(id);
  }

  /** Delete (restorable until the next reload); the open design stops being saved first. */
  async remove(id: string): Promise<void> {
    const library = this.#need();
    if (id === this.currentId) {
      await this.settle();
      this.openDesign.unbind();
    }
    await library.remove(id);
    this.#keys.moved(id);
    await this.listing.refresh();
  }

  async restore(id: string): Promise<LibraryEntry> {
    const entry = await this.#need().restore(id);
    this.#keys.moved(id);
    await this.listing.refresh();
    return entry;
  }

  #need(): DesignLibrary {
    if (!this.#library) throw new Error(this.problem || 'the design library is not open');
    return this.#library;
  }

  #bind(entry: LibraryEntry | null, snapshot: DesignSnapshot, key: string): DesignBinding | null {
    return this.#library ? this.openDesign.bind(this.#library, entry, snapshot, key) : null;
  }

  async #askPersistence(): Promise<void> {
    if (this.persistence !== null) return;
    this.persistence = await requestPersistentStorage(this.#storage);
  }
}
