import type { Design } from '../../core/model/design.ts';
import type { DesignLibrary, DesignSnapshot } from '../../store/design-library.ts';
import type { LibraryEntry } from '../../store/library-schema.ts';
import { timeText } from '../kit/time-text.ts';
import { storedSnapshot } from './stored-snapshot.ts';

/**
 * Keep an edit that "Reload the saved version" is about to discard, as a new library entry
 * named "<name> (your discarded edit, <time>)": discarding a tab's work is never final, and the
 * banner can say where it went. Throws what storing throws (a full disk), before anything is
 * discarded.
 *
 * @example
 * const kept = await keepDiscarded(library, openDesign.unsaved, remoteText);
 */
export async function keepDiscarded(
  library: DesignLibrary,
  snapshot: DesignSnapshot,
  remoteText?: (design: Design) => Promise<Blob>,
  at: Date = new Date()
): Promise<LibraryEntry> {
  const time = timeText(at, 'time');
  const design = {
    ...snapshot.design,
    name: `${snapshot.design.name} (your discarded edit, ${time})`
  };
  return library.create(await storedSnapshot({ ...snapshot, design }, remoteText));
}
