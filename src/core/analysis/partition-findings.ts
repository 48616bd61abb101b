import type { Finding } from '../model/finding.ts';
import type { View } from '../views/view.ts';
import { describeKeyValue } from './describe-key.ts';

/** Below this many items a design is too small to judge its key distribution. */
const MIN_ITEMS = 20;
/** The book chapter's warning: a hash key with single-digit distinct values eats throughput. */
const LOW_CARDINALITY = 3;

/**
 * Warn about partition keys that concentrate load: few distinct values for
 * many items. Each partition serves at most 3,000 RCU and 1,000 WCU per second,
 * and a low-cardinality GSI partition key can throttle writes to the table.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-uniform-load.html
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/gsi-throttling.html
 */
export function partitionFindings(views: readonly View[]): Finding[] {
  const out: Finding[] = [];
  for (const view of views) {
    const { spec } = view;
    const count = view.collectionCount;
    if (view.itemCount < MIN_ITEMS || count > LOW_CARDINALITY) continue;
    const where =
      spec.index === null
        ? `table "${spec.table}"`
        : `index "${spec.index}" of table "${spec.table}"`;
    const values = view.collections.map((c) => describeKeyValue(c.pk)).join(', ');
    out.push({
      severity: 'warning',
      code: 'partition.low-cardinality',
      message: `${where} puts ${view.itemCount} items in only ${count} partition key value${count === 1 ? '' : 's'} of "${spec.partitionKey.name}" (${values}); all their traffic lands on so few partitions — choose a key with many distinct values, or add a shard suffix`,
      path: '$'
    });
  }
  return out;
}
