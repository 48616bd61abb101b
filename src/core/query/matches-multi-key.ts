import type { KeyValue } from '../model/attribute-value.ts';
import { keyTupleId } from '../keys/key-tuple-id.ts';
import { matchesSortKey } from './matches-sort-key.ts';
import type { MultiKeyCondition } from './parse-multi-key-condition.ts';

/**
 * Whether an index entry's key tuples satisfy a multi-attribute Query condition: every partition
 * part equal by its type's rule, and each sort attribute given satisfies its own condition
 * (`matchesSortKey` on that part alone), which for a left-to-right prefix is one range of the
 * sort tuple's order.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.DesignPattern.MultiAttributeKeys.html
 *
 * @example
 * matchesMultiKey([{ S: 'W26' }, { S: 'NA' }], [{ S: 'FINAL' }], condition); // true
 */
export function matchesMultiKey(
  partition: readonly KeyValue[],
  sort: readonly KeyValue[],
  condition: MultiKeyCondition
): boolean {
  if (keyTupleId(partition) !== keyTupleId(condition.partition)) return false;
  return condition.sort.every((c, i) => {
    const v = sort[i];
    if (!v) return false;
    const type = 'S' in v ? 'S' : 'N' in v ? 'N' : 'B';
    return matchesSortKey(v, { partitionValue: v, sort: c }, type);
  });
}
