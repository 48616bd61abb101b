import type { DesignEdit } from '../edits/edit-design.ts';

/**
 * The shape of a suggested fix for a hot key, declared apart from the functions that make
 * them: plain data (the edit included), so the analysis worker can post one to the page.
 * @module
 */

export type FixKind = 'write-sharding' | 'key-attribute' | 'index';

export interface Fix {
  /** Stable for the same design, key and kind (the studio's list keys). */
  readonly id: string;
  readonly kind: FixKind;
  readonly title: string;
  /** What it does, in a sentence. */
  readonly summary: string;
  /** What it costs and what it changes: readers' queries, patterns that stop working. */
  readonly notes: readonly string[];
  /** Applying the fix: one undoable edit. */
  readonly edit: DesignEdit;
  /** The heat view (as in HeatReport.views) and the key (its text) it is for. */
  readonly view: number;
  readonly key: string;
  /** The key's share of one partition's throughput now. */
  readonly before: number;
  /** The estimated peak share after, or null when only a preview can tell. */
  readonly estimate: number | null;
}

/** Aim for this share of a partition's ceiling, leaving room for spikes. */
export const HEADROOM = 0.8;
