import type { AttributeMap } from '../core/model/attribute-value.ts';
import type { Design } from '../core/model/design.ts';
import type { DesignChange, Slot } from './design-change.ts';

/**
 * A change on its way to the worker: as the page made it, except that appended pages travel as
 * item arrays of their own (numbered like any other), so a page the worker already holds — sent
 * with an earlier design of the same load — is not sent again.
 */
export type WireChange =
  | Exclude<DesignChange, { kind: 'append' }>
  | { readonly kind: 'append'; readonly slot: Slot; readonly pages: readonly number[] };

/** One items array on its way to the worker: its items, or how to rebuild it there. */
export type WireArray =
  | { readonly kind: 'items'; readonly items: readonly AttributeMap[] }
  /**
   * Its items went ahead, in order, in `part` messages of at most a thousand items each (each
   * posted in a task of its own, so a large design never copies in one long task).
   */
  | { readonly kind: 'parts' }
  /**
   * A page of live items as a Blob of its JSON text (items-text.ts): it crosses as a handle, and
   * only the worker reads and parses it.
   */
  | { readonly kind: 'blob'; readonly blob: Blob }
  | {
      readonly kind: 'derived';
      readonly op: number;
      readonly base: WireDesign;
      readonly change: WireChange;
      readonly slot: Slot;
    };

/**
 * A design on its way to the analysis worker. Item arrays travel once: an array the worker
 * already holds is sent as its number, so a template edit on a million-item design posts a
 * few hundred bytes; a worker-held array travels as the change that rebuilds it.
 */
export interface WireDesign {
  readonly design: Design;
  /** Arrays the worker does not hold yet, by id, in the order to rebuild them. */
  readonly arrays: ReadonlyMap<number, WireArray>;
  /** The id standing in for each table's and each entity's `items`. */
  readonly tableItems: readonly number[];
  readonly entityItems: readonly number[];
  /** Arrays the page has let go of; the worker may drop them. */
  readonly released: readonly number[];
}
