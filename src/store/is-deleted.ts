import type { LibraryEntry } from './library-schema.ts';

/**
 * Whether the user deleted an entry (restorable until the next start purges it). Only a
 * recorded time counts: a record that lost the field, or holds something else in it, is not
 * deleted, because nothing is removed for good but by the user's own action.
 */
export function isDeleted(entry: Pick<LibraryEntry, 'deletedAt'>): boolean {
  // Number.isFinite is false for anything but a finite number (null, a string, NaN).
  return Number.isFinite(entry.deletedAt);
}
