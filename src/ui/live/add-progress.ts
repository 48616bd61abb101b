import type { ReadProgress } from '../../live/read-events.ts';

/**
 * The progress of a read's runs so far (`before`) and of the run going on (`now`): counts add
 * up, segments are the run's own. A resumed load or profile shows its whole progress.
 */
export function addProgress(before: ReadProgress, now: ReadProgress): ReadProgress {
  return {
    items: before.items + now.items,
    bytes: before.bytes + now.bytes,
    readUnits: before.readUnits + now.readUnits,
    estimatedUnits: before.estimatedUnits || now.estimatedUnits,
    pages: before.pages + now.pages,
    scanned: before.scanned + now.scanned,
    retries: before.retries + now.retries,
    segmentsDone: now.segmentsDone,
    totalSegments: now.totalSegments,
    elapsedMs: before.elapsedMs + now.elapsedMs
  };
}
