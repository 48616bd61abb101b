import type { IDBPDatabase } from 'idb';
import { guardStorage } from './guard-storage.ts';
import { isDeleted } from './is-deleted.ts';
import type { LibraryEntry, LibrarySchema, ListedEntry, StoredDesign } from './library-schema.ts';
import { locateEntry } from './locate-entry.ts';
import { readLibraryEntry } from './read-library-entry.ts';
import { readStoredDesign, type ReadDesign } from './read-stored-design.ts';
import { settleRequests } from './settle-requests.ts';
import { StorageError } from './storage-error.ts';

/**
 * The library's records in their stores, for `DesignLibrary`: every read checked
 * (`readLibraryEntry`, `readStoredDesign`), every write one transaction. An entry is found by
 * its id (`locateEntry`: a damaged one keyed by something other than text too), and its design
 * under the same key.
 *
 * @example
 * const { entry, design } = await new LibraryRecords(db).read(id);
 */
export class LibraryRecords {
  constructor(private readonly db: IDBPDatabase<LibrarySchema>) {}

  /** Every entry, checked, with its key. */
  async entries(): Promise<{ key: IDBValidKey; entry: ListedEntry }[]> {
    const all: unknown[] = await guardStorage(() => this.db.getAll('entries'));
    return all.map((raw) => ({
      key: (raw as { id: IDBValidKey }).id,
      entry: readLibraryEntry(raw)
    }));
  }

  /** An entry and its stored design, checked and as stored, or a `missing` StorageError. */
  async read(
    id: string,
    deletedToo = false
  ): Promise<{ entry: ListedEntry; design: ReadDesign; rawEntry: object; rawDesign: unknown }> {
    const tx = this.db.transaction(['entries', 'designs'], 'readonly');
    const found = await guardStorage(async () => {
      const at = await locateEntry(tx.objectStore('entries'), id);
      const rawDesign = at && (await tx.objectStore('designs').get(IDBKeyRange.only(at.key)));
      await tx.done;
      return at && { rawEntry: at.raw, rawDesign };
    });
    const entry = found && readLibraryEntry(found.rawEntry);
    if (!found || !entry || (isDeleted(entry) && !deletedToo))
      throw new StorageError({
        kind: 'missing',
        message: `the library has no design with id ${JSON.stringify(id)}; it may have been deleted in another tab`
      });
    return { ...found, entry, design: readStoredDesign(found.rawDesign) };
  }

  async write(
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
   * between the revision check and the write. `change` returns null to write nothing, else the
   * fields it sets: only those change, so a damaged field it does not set keeps what it held.
   */
  async update(
    id: string,
    durability: 'strict' | 'relaxed',
    change: (
      entry: ListedEntry
    ) => { entry: Partial<LibraryEntry>; design?: Omit<StoredDesign, 'id'> } | null,
    deletedToo = false
  ): Promise<{ written: boolean; entry: ListedEntry }> {
    const tx = this.db.transaction(['entries', 'designs'], 'readwrite', { durability });
    return guardStorage(async () => {
      const at = await locateEntry(tx.objectStore('entries'), id);
      const entry = at && readLibraryEntry(at.raw);
      if (!at || !entry || (isDeleted(entry) && !deletedToo)) {
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
      const written = { ...at.raw, ...next.entry } as LibraryEntry;
      // The design goes under the entry's own key (text, but for a damaged record).
      const design = { ...next.design, id: at.key } as StoredDesign;
      await settleRequests(tx, (add) => {
        add(tx.objectStore('entries').put(written));
        if (next.design) add(tx.objectStore('designs').put(design));
      });
      return { written: true, entry: readLibraryEntry(written) };
    }, tx);
  }

  /** Remove the entries and designs under `keys` for good, in one transaction. */
  async purge(keys: readonly IDBValidKey[]): Promise<void> {
    const tx = this.db.transaction(['entries', 'designs'], 'readwrite');
    await guardStorage(
      () =>
        settleRequests(tx, (add) => {
          for (const key of keys) {
            add(tx.objectStore('entries').delete(IDBKeyRange.only(key)));
            add(tx.objectStore('designs').delete(IDBKeyRange.only(key)));
          }
        }),
      tx
    );
  }

  close(): void {
    this.db.close();
  }
}
