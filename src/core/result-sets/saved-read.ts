import type { ReadCursor } from './read-cursor.ts';

/**
 * Where a load of this tab had got to, kept so a reload (or a crash) does not lose the place:
 * what it read (its `#live=` link), its name, the cursor of the pages it had taken, and how much
 * that was. Never the items, never credentials; the cursor holds the last keys read, so it is
 * kept in the tab's sessionStorage only, which ends with the tab.
 */
export interface SavedRead {
  /** The set's `#live=` link (encodeLiveLink): where and what it read. */
  readonly link: string;
  /** Its name as the Live tab showed it. */
  readonly name: string;
  readonly cursor: ReadCursor;
  /** Items and bytes read before the cursor. */
  readonly items: number;
  readonly bytes: number;
}

/** The version of the stored list; decodeSavedReads refuses any other. */
export const SAVED_READS_VERSION = 1;
