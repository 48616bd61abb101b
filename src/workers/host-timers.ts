// When the analysis host does work later: heat prepared after a pause in typing, in slices.

/**
 * How long the worker waits after an analysis, with no newer one, before preparing heat (not
 * at all after one of a design just read or generated, which no one is typing into yet).
 */
export const PREPARE_AFTER_MS = 300;
/** Time one slice of preparing heat may take before the worker reads its messages again. */
export const PREPARE_SLICE_MS = 8;

/** How the host runs work later: the worker's timers, or a test's hand-driven ones. */
export interface HostTimers {
  /** Run `fn` after `ms` milliseconds; returns a function that cancels it. */
  later(fn: () => void, ms: number): () => void;
  now(): number;
}
