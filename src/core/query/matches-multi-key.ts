import type { KeyValue } from '../model/attribute-value.ts';
import { compareKeyValues } from '../keys/compare-key-values.ts';
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
  // Part by part, without building an id per item: equal types, equal by the type's rule.
  const want = condition.partition;
  if (partition.length !== want.length) return false;
  for (let i = 0; i < want.length; i++) {
    const a = partition[i]!;
    const b = want[i]!;
    if (Object.keys(a)[0] !== Object.keys(b)[0] || compareKeyValues(a, b) !== 0) return false;
  }
  return condition.sort.every((c, i) => {
    const v = sort[i];
    if (!v) return false;
    const type = 'S' in v ? 'S' : 'N' in v ? 'N' : 'B';
    return matchesSortKey(v, { partitionValue: v, sort: c }, type);
  });
}
