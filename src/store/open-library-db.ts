import { openDB, type IDBPDatabase } from 'idb';
import { LIBRARY_DB, LIBRARY_VERSION, type LibrarySchema } from './library-schema.ts';

export interface OpenLibraryDbOptions {
  readonly name?: string;
  /** Another tab wants a newer version: this connection has been closed; ask for a reload. */
  readonly onBlocking?: () => void;
  /** An older tab keeps the database open, so the upgrade waits; ask to close it. */
  readonly onBlocked?: () => void;
  /** The browser closed the connection (storage cleared, disk trouble). */
  readonly onTerminated?: () => void;
}

/**
 * Open (creating or upgrading) the library database. Rejects with the browser's `VersionError`
 * when the database is newer than this build (see `classifyStorageError`).
 *
 * @example
 * const db = await openLibraryDb({ onBlocking: () => showReloadBanner() });
 */
export function openLibraryDb(
  options: OpenLibraryDbOptions = {}
): Promise<IDBPDatabase<LibrarySchema>> {
  return openDB<LibrarySchema>(options.name ?? LIBRARY_DB, LIBRARY_VERSION, {
    upgrade(db, oldVersion) {
      upgradeLibrary(db, oldVersion);
    },
    blocked: () => options.onBlocked?.(),
    blocking(_current, _wanted, event) {
      // Let the other tab upgrade: this one closes, keeps its design in memory, offers a reload.
      (event.target as IDBDatabase).close();
      options.onBlocking?.();
    },
    terminated: () => options.onTerminated?.()
  });
}

/**
 * The upgrade steps, one per earlier version, in order, so a database of any earlier version
 * reaches the current one step by step (version 0 is "no database yet"). A step runs when the
 * database is older than the version it brings.
 */
function upgradeLibrary(db: IDBPDatabase<LibrarySchema>, oldVersion: number): void {
  if (oldVersion < 1) {
    const entries = db.createObjectStore('entries', { keyPath: 'id' });
    entries.createIndex('updatedAt', 'updatedAt');
    db.createObjectStore('designs', { keyPath: 'id' });
  }
  if (oldVersion < 2) {
    // Lessons' progress lives beside the designs: one database to open, upgrade and clear.
    db.createObjectStore('progress', { keyPath: 'lessonId' });
  }
  // Version 3 (a design's text may be a Blob) changes no store: stored strings stay as they are.
}
