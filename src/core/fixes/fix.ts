import type { DesignEdit } from '../edits/edit-design.ts';
import type { FixOutcome } from './fix-outcome.ts';

/**
 * The shape of a suggested fix for a hot key, declared apart from the functions that make
 * them: plain data (the edit included), so the analysis worker can post one to the page.
 * @module
 */

/** `cache` is advice outside the table's design: it has no edit to apply. */
export type FixKind = 'write-sharding' | 'read-sharding' | 'key-attribute' | 'index' | 'cache';

export interface Fix {
  /** Stable for the same design, key and kind (the studio's list keys). */
  readonly id: string;
  readonly kind: FixKind;
  readonly title: string;
  /** What it does, in a sentence. */
  readonly summary: string;
  /** What it costs and what it changes: readers' queries, patterns that stop working. */
  readonly notes: readonly string[];
  /** Applying the fix: one undoable edit; null for advice outside the design (a cache). */
  readonly edit: DesignEdit | null;
  /** The heat view (as in HeatReport.views) and the key (its text) it is for. */
  readonly view: number;
  readonly key: string;
  /** The key's share of one partition's throughput now. */
  readonly before: number;
  /** The estimated peak share after, or null when only a preview can tell. */
  readonly estimate: number | null;
  /**
   * What the design is after the fix (its peak, every access pattern's status), worked out by
   * applying it to a copy; absent where it was not (advice, or a design too large to try every
   * fix on: then its preview works it out).
   */
  readonly outcome?: FixOutcome;
}

/** Aim for this share of a partition's ceiling, leaving room for spikes. */
export const HEADROOM = 0.8;
