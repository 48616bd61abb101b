import { SAVED_READS_VERSION, type SavedRead } from './saved-read.ts';

/**
 * The text a tab stores its loads' places in (decodeSavedReads reads it back): versioned, so a
 * later shape can migrate what an older page stored.
 *
 * @example
 * encodeSavedReads([]); // '{"v":1,"reads":[]}'
 */
export function encodeSavedReads(reads: readonly SavedRead[]): string {
  return JSON.stringify({ v: SAVED_READS_VERSION, reads });
}
