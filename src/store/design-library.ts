import type { IDBPDatabase } from 'idb';
import { loadDesignText, type LoadResult } from '../core/formats/load-design.ts';
import { generatedCount } from '../core/generate/generated-count.ts';
import {
  readGenerationSettings,
  type GenerationSettings
} from '../core/generate/generation-settings.ts';
import type { Design } from '../core/model/design.ts';
import type { Finding } from '../core/model/finding.ts';
import { countItems } from '../core/items/count-items.ts';
import { guardStorage } from './guard-storage.ts';
import { LibraryChannel, type ChannelLike, type LibraryChange } from './library-channel.ts';
import {
  LIBRARY_DB,
  type LibraryEntry,
  type LibrarySchema,
  type StoredDesign
} from './library-schema.ts';
import { isDeleted } from './is-deleted.ts';
import { openLibraryDb, type OpenLibraryDbOptions } from './open-library-db.ts';
import { randomId } from './random-id.ts';
import { settleRequests } from './settle-requests.ts';
import { serializeDesign, type SerializeOptions } from './serialize-design.ts';
import { StorageError } from './storage-error.ts';

/** What the library stores of an open design: its authored items, and how to regenerate the rest. */
export interface DesignSnapshot {
  /** The design with its authored items only (generated ones are rebuilt from `generation`). */
  readonly design: Design;
  readonly generation: GenerationSettings;
  /**
   * The design's native JSON text when it was written elsewhere (by the analysis worker, which
   * holds the items of a large design: a Blob); otherwise the library writes it.
   */
  readonly text?: string | Blob;
}

/**
 * Loads a stored design's text (a string or a Blob) for `open`; null when the load was
 * cancelled. The default reads it on the page with `loadDesignText`; the studio reads large
 * ones in a worker.
 */
export type StoredLoader = (
  text: string | Blob,
  name: string
) => LoadResult | null | Promise<LoadResult | null>;

const loadOnPage: StoredLoader = async (text) =>
  loadDesignText(typeof text === 'string' ? text : text instanceof Blob ? await text.text() : '');

export interface OpenedDesign extends DesignSnapshot {
  readonly entry: LibraryEntry;
  /** Problems the loader found in the stored design (it is validated like any file). */
  readonly findings: readonly Finding[];
}

export type SaveResult =
  | { readonly ok: true; readonly entry: LibraryEntry }
  /** Someone else (another tab) saved since `expectedRevision`: nothing was written. */
  | { readonly ok: false; readonly conflict: LibraryEntry };

export interface LibraryOptions extends OpenLibraryDbOptions {
  readonly now?: () => number;
  readonly newId?: () => string;
  readonly channel?: (name: string) => ChannelLike | null;
  readonly serialize?: SerializeOptions;
  /** Drop designs deleted before this open (default true: deletion is undoable until reload). */
  readonly purgeDeleted?: boolean;
}

/**
 * The design library in IndexedDB (through idb): list, search, open, save, rename, duplicate,
 * delete with undo. Listing reads the small `entries` store only. Every write of a design
 * happens in one transaction that first checks the entry's revision, so two tabs never
 * overwrite each other silently; other tabs hear of every change (`onChange`). Failures throw
 * `StorageError`, classified (a full disk says to export to a file).
 *
 * @example
 * const library = await DesignLibrary.open();
 * const entry = await library.create({ design, generation: { runs: [] } });
 * const r = await library.save(entry.id, next, { expectedRevision: entry.revision });
 */
export class DesignLibrary {
  private constructor(
    private readonly db: IDBPDatabase<LibrarySchema>,
    private readonly channel: LibraryChannel,
    private readonly now: () => number,
    private readonly newId: () => string,
    private readonly serialize: SerializeOptions
  ) {}

  static async open(options: LibraryOptions = {}): Promise<DesignLibrary> {
    const db = await guardStorage(() => openLibraryDb(options));
    const newId = options.newId ?? randomId;
    const channel = new LibraryChannel(options.name ?? LIBRARY_DB, randomId(), options.channel);
    const library = new DesignLibrary(
      db,
      channel,
      options.now ?? Date.now,
      newId,
      options.serialize ?? {}
    );
    if (options.purgeDeleted ?? true) await library.purgeDeleted();
    return library;
  }

  /** Designs not deleted, last edited first. */
  async list(): Promise<LibraryEntry[]> {
    // Not read through the updatedAt index: a record whose updatedAt is damaged (null, a
    // string) is not in the index, and would drop out of the list without a word.
    const all = await guardStorage(() => this.db.getAll('entries'));
    const when = (e: LibraryEntry) => (Number.isFinite(e.updatedAt) ? e.updatedAt : -Infinity);
    return all
      .filter((e) => !isDeleted(e))
      .sort((a, b) => when(b) - when(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  }

  /** Designs whose name contains `query`, ignoring case and Unicode compatibility forms (full-width letters). */
  async search(query: string): Promise<LibraryEntry[]> {
    const q = fold(query);
    return (await this.list()).filter((e) => fold(e.name).includes(q));
  }

  /** Deleted designs that can still be restored, last deleted first. */
  async deleted(): Promise<LibraryEntry[]> {
    const all = await guardStorage(() => this.db.getAll('entries'));
    return all.filter(isDeleted).sort((a, b) => b.deletedAt! - a.deletedAt!);
  }

  /** Store a new design (an import, an example, a fork) as its own entry. */
  async create(snapshot: DesignSnapshot): Promise<LibraryEntry> {
    const text = snapshot.text ?? (await serializeDesign(snapshot.design, this.serialize));
    const at = this.now();
    const entry: LibraryEntry = {
      ...summary(snapshot),
      id: this.newId(),
      createdAt: at,
      updatedAt: at,
      revision: 1,
      deletedAt: null
    };
    await this.write(
      entry,
      { id: entry.id, revision: 1, text, generation: snapshot.generation },
      'strict'
    );
    this.channel.post('created', entry.id, entry.revision);
    return entry;
  }

  /**
   * Read a design back, validated and migrated by the design loader (`load`: on the page by
   * default; null from it, a cancelled load, gives null).
   */
  async open(id: string): Promise<OpenedDesign>;
  async open(id: string, load: StoredLoader): Promise<OpenedDesign | null>;
  async open(id: string, load: StoredLoader = loadOnPage): Promise<OpenedDesign | null> {
    const { entry, stored } = await this.read(id);
    const loaded = await load(
      typeof stored.text === 'string' || stored.text instanceof Blob ? stored.text : '',
      entry.name
    );
    if (!loaded) return null;
    if (!loaded.ok)
      throw new StorageError({
        kind: 'unreadable',
        message: `the stored design "${entry.name}" cannot be read (${loaded.findings[0]?.message ?? 'unknown problem'}); it is left as it is`
      });
    const generation = readGenerationSettings(stored.generation);
    return {
      entry,
      design: { ...loaded.design, name: entry.name },
      generation: generation.settings,
      findings: [...loaded.findings, ...generation.findings]
    };
  }

  /**
   * Write a new version of a design, if its entry is still at `expectedRevision`; otherwise
   * write nothing and return the entry as another tab left it. `durability: 'strict'` (explicit
   * save) waits for the disk; autosave uses 'relaxed', which the browser may flush a little later.
   */
  async save(
    id: string,
    snapshot: DesignSnapshot,
    options: { expectedRevision: number; durability?: 'strict' | 'relaxed' }
  ): Promise<SaveResult> {
    const text = snapshot.text ?? (await serializeDesign(snapshot.design, this.serialize));
    const result = await this.update(id, options.durability ?? 'relaxed', (entry) => {
      if (entry.revision !== options.expectedRevision) return null;
      return {
        entry: {
          ...entry,
          ...summary(snapshot),
          updatedAt: this.now(),
          revision: entry.revision + 1
        },
        design: { id, revision: entry.revision + 1, text, generation: snapshot.generation }
      };
    });
    if (!result.written) return { ok: false, conflict: result.entry };
    this.channel.post('saved', id, result.entry.revision);
    return { ok: true, entry: result.entry };
  }

  /** Rename a design; the revision moves on, so a tab editing it notices. */
  async rename(id: string, name: string): Promise<LibraryEntry> {
    const r = await this.update(id, 'strict', (entry) => ({
      entry: { ...entry, name, updatedAt: this.now(), revision: entry.revision + 1 }
    }));
    this.channel.post('renamed', id, r.entry.revision);
    return r.entry;
  }

  /**
   * A copy as a new entry, named "<name> (copy)": the stored text and settings as they are (the
   * entry's name is the design's, as `open` reads it), so even a large design is copied without
   * being read.
   */
  async duplicate(id: string): Promise<LibraryEntry> {
    const { entry, stored } = await this.read(id);
    const at = this.now();
    const copy: LibraryEntry = {
      ...entry,
      id: this.newId(),
      name: `${entry.name} (copy)`,
      createdAt: at,
      updatedAt: at,
      revision: 1,
      deletedAt: null
    };
    await this.write(
      copy,
      { id: copy.id, revision: 1, text: stored.text, generation: stored.generation },
      'strict'
    );
    this.channel.post('created', copy.id, copy.revision);
    return copy;
  }

  /** Delete, restorably: the design disappears from listings until `restore` or a purge. */
  async remove(id: string): Promise<void> {
    const r = await this.update(id, 'strict', (entry) => ({
      entry: { ...entry, deletedAt: this.now(), revision: entry.revision + 1 }
    }));
    this.channel.post('deleted', id, r.entry.revision);
  }

  async restore(id: string): Promise<LibraryEntry> {
    const r = await this.update(
      id,
      'strict',
      (entry) => ({
        entry: { ...entry, deletedAt: null, revision: entry.revision + 1 }
      }),
      true
    );
    this.channel.post('restored', id, r.entry.revision);
    return r.entry;
  }

  /** Remove deleted designs for good; returns how many. */
  async purgeDeleted(): Promise<number> {
    const gone = await this.deleted();
    if (gone.length === 0) return 0;
    const tx = this.db.transaction(['entries', 'designs'], 'readwrite');
    await guardStorage(
      () =>
        settleRequests(tx, (add) => {
          for (const e of gone) {
            add(tx.objectStore('entries').delete(e.id));
            add(tx.objectStore('designs').delete(e.id));
          }
        }),
      tx
    );
    for (const e of gone) this.channel.post('purged', e.id, e.revision);
    return gone.length;
  }

  /** Changes other tabs make; returns a function that stops listening. */
  onChange(listener: (change: LibraryChange) => void): () => void {
    return this.channel.listen(listener);
  }

  close(): void {
    this.channel.close();
    this.db.close();
  }

  /** An entry and its stored design, or a `missing` StorageError. */
  private async read(id: string): Promise<{ entry: LibraryEntry; stored: StoredDesign }> {
    const tx = this.db.transaction(['entries', 'designs'], 'readonly');
    const [entry, stored] = await guardStorage(() =>
      Promise.all([tx.objectStore('entries').get(id), tx.objectStore('designs').get(id), tx.done])
    );
    if (!entry || !stored || isDeleted(entry))
      throw new StorageError({
        kind: 'missing',
        message: `the library has no design with id ${JSON.stringify(id)}; it may have been deleted in another tab`
      });
    return { entry, stored };
  }

  private async write(
    entry: LibraryEntry,
    design: StoredDesign,
    durability: 'strict' | 'relaxed'
  ): Promise<void> {
    const tx = this.db.transaction(['entries', 'designs'], 'readwrite', { durability });
    await guardStorage(
      () =>
        settleRequests(tx, (add) => {
          add(tx.objectStore('designs').put(design));
          add(tx.objectStore('entries').put(entry));
        }),
      tx
    );
  }

  /**
   * Read an entry and write what `change` makes of it, in one transaction: nothing can come
   * between the revision check and the write. `change` returns null to write nothing.
   */
  private async update(
    id: string,
    durability: 'strict' | 'relaxed',
    change: (entry: LibraryEntry) => { entry: LibraryEntry; design?: StoredDesign } | null,
    deletedToo = false
  ): Promise<{ written: boolean; entry: LibraryEntry }> {
    const tx = this.db.transaction(['entries', 'designs'], 'readwrite', { durability });
    return guardStorage(async () => {
      const entry = await tx.objectStore('entries').get(id);
      if (!entry || (isDeleted(entry) && !deletedToo)) {
        tx.done.catch(() => undefined);
        tx.abort();
        throw new StorageError({
          kind: 'missing',
          message:
            'the design is no longer in the library (deleted in another tab?); save it as a new design or export it to a file'
        });
      }
      const next = change(entry);
      if (!next) {
        await tx.done;
        return { written: false, entry };
      }
      await settleRequests(tx, (add) => {
        add(tx.objectStore('entries').put(next.entry));
        if (next.design) add(tx.objectStore('designs').put(next.design));
      });
      return { written: true, entry: next.entry };
    }, tx);
  }
}

function summary(
  s: DesignSnapshot
): Pick<LibraryEntry, 'name' | 'tables' | 'items' | 'generatedItems'> {
  return {
    name: s.design.name,
    tables: s.design.tables.length,
    items: countItems(s.design),
    generatedItems: generatedCount(s.design.entities.length, s.generation)
  };
}

function fold(s: string): string {
  return s.normalize('NFKC').toLocaleLowerCase();
}
