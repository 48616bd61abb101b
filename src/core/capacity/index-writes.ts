/** What one write to a table does to an item's entry in a global secondary index. */
export type IndexWriteEffect =
  /** The item gains the index key attributes: it enters the index. */
  | 'enter'
  /** The item loses an index key attribute (or is deleted): it leaves the index. */
  | 'leave'
  /** An index key attribute changes value, A to B: delete A's entry, put B's. */
  | 'key-change'
  /** Only projected attributes change. */
  | 'projected-change'
  /** The item is not in the index, or nothing the index holds changes. */
  | 'none';

const WRITES: Readonly<Record<IndexWriteEffect, number>> = {
  enter: 1,
  leave: 1,
  'key-change': 2,
  'projected-change': 1,
  none: 0
};

/**
 * How many writes a global secondary index makes for one table write, each charged on the
 * index entry's size: entering or leaving the index is one, a changed index key two (the old
 * entry deleted, the new one put), a change to projected attributes one, nothing else none.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.ThroughputConsiderations.Writes
 *
 * @example
 * indexWrites('key-change'); // 2
 */
export function indexWrites(effect: IndexWriteEffect): number {
  return WRITES[effect];
}
