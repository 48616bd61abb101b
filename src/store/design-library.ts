import { loadDesignText, type LoadResult } from '../core/formats/load-design.ts';
import { generatedCount } from '../core/generate/generated-count.ts';
import type { GenerationSettings } from '../core/generate/generation-settings.ts';
import type { Design } from '../core/model/design.ts';
import type { Finding } from '../core/model/finding.ts';
import { countItems } from '../core/items/count-items.ts';
import { cutText } from '../core/text/cut-text.ts';
import { guardStorage } from './guard-storage.ts';
import { LibraryChannel, type ChannelLike, type LibraryChange } from './library-channel.ts';
import { LIBRARY_DB, type LibraryEntry, type ListedEntry } from './library-schema.ts';
import { LibraryRecords } from './library-records.ts';
import { isDeleted } from './is-deleted.ts';
import { openLibraryDb, type OpenLibraryDbOptions } from './open-library-db.ts';
import { randomId } from './random-id.ts';
import { readLibraryEntry } from './read-library-entry.ts';
import type { ReadDesign } from './read-stored-design.ts';
import { recoveredFile, type RecoveredFile } from './recovered-file.ts';
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
  readonly entry: ListedEntry;
  /** Problems the loader found in the stored design (it is validated like any file). */
  readonly findings: readonly Finding[];
}

export type SaveResult =
  | { readonly ok: true; readonly entry: ListedEntry }
  /** Someone else (another tab) saved since `expectedRevision`: nothing was written. */
  | { readonly ok: false; readonly conflict: ListedEntry };

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
 * Every record is checked as it is read (`readLibraryEntry`, `readStoredDesign`): a damaged
 * entry is listed with its `damage` and opens if its text still loads, `recover` gives what can
 * be kept of it, and a write changes only the fields it sets, so a damaged field it does not
 * set keeps what it held.
 *
 * @example
 * const library = await DesignLibrary.open();
 * const entry = await library.create({ design, generation: { runs: [] } });
 * const r = await library.save(entry.id, next, { expectedRevision: entry.revision });
 */
export class DesignLibrary {
  private constructor(
    private readonly records: LibraryRecords,
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
      new LibraryRecords(db),
      channel,
      options.now ?? Date.now,
      newId,
      options.serialize ?? {}
    );
    if (options.purgeDeleted ?? true) await library.purgeDeleted();
    return library;
  }

  /** Designs not deleted, last edited first; a damaged one is listed with its `damage`. */
  async list(): Promise<ListedEntry[]> {
    // Not read through the updatedAt index: a record whose updatedAt is damaged (null, a
    // string) is not in the index, and would drop out of the list without a word.
    const all = (await this.records.entries()).map((r) => r.entry);
    const when = (e: LibraryEntry) => (Number.isFinite(e.updatedAt) ? e.updatedAt : -Infinity);
    return all
      .filter((e) => !isDeleted(e))
      .sort((a, b) => when(b) - when(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  }

  /** Designs whose name contains `query`, ignoring case and Unicode compatibility forms (full-width letters). */
  async search(query: string): Promise<ListedEntry[]> {
    const q = fold(query);
    return (await this.list()).filter((e) => fold(e.name).includes(q));
  }

  /** Deleted designs that can still be restored, last deleted first. */
  async deleted(): Promise<ListedEntry[]> {
    const all = (await this.records.entries()).map((r) => r.entry);
    return all.filter(isDeleted).sort((a, b) => b.deletedAt! - a.deletedAt!);
  }

  /** Store a new design (an import, an example, a fork) as its own entry. */
  async create(snapshot: DesignSnapshot): Promise<ListedEntry> {
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
    await this.records.write(
      entry,
      { id: entry.id, revision: 1, text, generation: snapshot.generation },
      'strict'
    );
    this.channel.post('created', entry.id, entry.revision);
    return { ...entry, damage: [] };
  }

  /**
   * Read a design back, validated and migrated by the design loader (`load`: on the page by
   * default; null from it, a cancelled load, gives null).
   */
  async open(id: string): Promise<OpenedDesign>;
  async open(id: string, load: StoredLoader): Promise<OpenedDesign | null>;
  async open(id: string, load: StoredLoader = loadOnPage): Promise<OpenedDesign | null> {
    const { entry, design } = await this.records.read(id);
    if (design.text === null) throw unreadable(entry, design);
    const loaded = await load(design.text, entry.name);
    if (!loaded) return null;
    if (!loaded.ok) throw unreadable(entry, loaded.findings[0]?.message ?? 'unknown problem');
    // A stored name that is not text is no name: the design's own is.
    const named = entry.damage.some((d) => d.field === 'name');
    return {
      entry,
      design: named ? loaded.design : { ...loaded.design, name: entry.name },
      generation: design.generation,
      findings: [...loaded.findings, ...design.findings]
    };
  }

  /**
   * What can be recovered of a design (deleted ones too), as a file to keep: its stored text as
   * it is, or, when that is lost, its records as JSON (`recoveredFile`). Writes nothing.
   */
  async recover(id: string): Promise<RecoveredFile> {
    const r = await this.records.read(id, true);
    return recoveredFile(r.entry, r.design, r.rawEntry, r.rawDesign);
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
    const result = await this.records.update(id, options.durability ?? 'relaxed', (entry) => {
      if (entry.revision !== options.expectedRevision) return null;
      return {
        entry: { ...summary(snapshot), updatedAt: this.now(), revision: entry.revision + 1 },
        design: { revision: entry.revision + 1, text, generation: snapshot.generation }
      };
    });
    if (!result.written) return { ok: false, conflict: result.entry };
    this.channel.post('saved', id, result.entry.revision);
    return { ok: true, entry: result.entry };
  }

  /** Rename a design; the revision moves on, so a tab editing it notices. */
  async rename(id: string, name: string): Promise<ListedEntry> {
    const r = await this.records.update(id, 'strict', (entry) => ({
      entry: { name, updatedAt: this.now(), revision: entry.revision + 1 }
    }));
    this.channel.post('renamed', id, r.entry.revision);
    return r.entry;
  }

  /**
   * A copy as a new entry, named "<name> (copy)": the stored text as it is and the settings
   * that can be replayed (the entry's name is the design's, as `open` reads it), so even a large
   * design is copied without being read. Counts the entry lost stay lost in the copy, shown so.
   */
  async duplicate(id: string): Promise<ListedEntry> {
    const { entry, design, rawEntry } = await this.records.read(id);
    if (design.text === null) throw unreadable(entry, design);
    const at = this.now();
    const copy = {
      ...rawEntry,
      id: this.newId(),
      name: `${entry.name} (copy)`,
      createdAt: at,
      updatedAt: at,
      revision: 1,
      deletedAt: null
    } as LibraryEntry;
    await this.records.write(
      copy,
      { id: copy.id, revision: 1, text: design.text, generation: design.generation },
      'strict'
    );
    this.channel.post('created', copy.id, copy.revision);
    return readLibraryEntry(copy);
  }

  /** Delete, restorably: the design disappears from listings until `restore` or a purge. */
  async remove(id: string): Promise<void> {
    const r = await this.records.update(id, 'strict', (entry) => ({
      entry: { deletedAt: this.now(), revision: entry.revision + 1 }
    }));
    this.channel.post('deleted', id, r.entry.revision);
  }

  async restore(id: string): Promise<ListedEntry> {
    const r = await this.records.update(
      id,
      'strict',
      (entry) => ({ entry: { deletedAt: null, revision: entry.revision + 1 } }),
      true
    );
    this.channel.post('restored', id, r.entry.revision);
    return r.entry;
  }

  /** Remove deleted designs for good; returns how many. */
  async purgeDeleted(): Promise<number> {
    const gone = (await this.records.entries()).filter((r) => isDeleted(r.entry));
    if (gone.length === 0) return 0;
    await this.records.purge(gone.map((r) => r.key));
    for (const { entry } of gone) this.channel.post('purged', entry.id, entry.revision);
    return gone.length;
  }

  /** Changes other tabs make; returns a function that stops listening. */
  onChange(listener: (change: LibraryChange) => void): () => void {
    return this.channel.listen(listener);
  }

  close(): void {
    this.channel.close();
    this.records.close();
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

/** Why a stored design cannot be read, and where what is left of it can be had. */
function unreadable(entry: ListedEntry, why: string | ReadDesign): StorageError {
  const reason =
    typeof why === 'string'
      ? why
      : why.damage
          .filter((d) => d.field === 'text' || d.field === 'record')
          .map((d) => d.message)
          .join('; ');
  return new StorageError({
    kind: 'unreadable',
    reason,
    message: `the stored design "${cutText(entry.name, 80)}" cannot be read (${reason}); it is left as it is, and "Export what can be recovered" in Your designs keeps what is left of it in a file`
  });
}

function fold(s: string): string {
  return s.normalize('NFKC').toLocaleLowerCase();
}
