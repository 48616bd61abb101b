import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';
import type { FixContext } from './fix-context.ts';
import type { Fix } from './fix.ts';

/**
 * A cache in front of a hot read key — DynamoDB Accelerator (DAX) or the application's own —
 * as advice outside the table's design: nothing in the design changes, so it has no edit to
 * apply and the heat shown stays as it is. Offered when reads are what makes the key hot.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/DAX.html
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html
 *
 * @example
 * cacheAdvice(context)[0]?.title; // 'Cache reads of CUSTOMER#cust-000008i (outside the table’s design)'
 */
export function cacheAdvice(at: FixContext): Fix[] {
  const { key } = at;
  const reads = key.readUnits / DYNAMODB_LIMITS.partitionReadUnits;
  if (reads <= key.writeUnits / DYNAMODB_LIMITS.partitionWriteUnits || reads <= 0) return [];
  const reader = at.design.accessPatterns[key.reader];
  return [
    {
      id: `cache:${at.viewIndex}:${key.id}`,
      kind: 'cache',
      title: `Cache reads of ${key.text} (outside the table’s design)`,
      summary: `Put DynamoDB Accelerator (DAX) or an application cache in front of ${reader ? `“${reader.name}”` : 'the reads of this key'}: repeated reads of ${JSON.stringify(key.text)} are answered from memory, and only misses reach its partition.`,
      notes: [
        'Advice, not a design edit: the table, its keys and its access patterns stay as they are, and so does the heat shown here.',
        'A cache serves eventually consistent reads; strongly consistent reads pass through to the table.',
        `It pays only if the same items are read again within the cache's time to live; ${Math.round(reads * DYNAMODB_LIMITS.partitionReadUnits).toLocaleString('en')} read units per second reach this key today.`
      ],
      edit: null,
      view: at.viewIndex,
      key: key.text,
      before: key.utilization,
      estimate: null
    }
  ];
}
