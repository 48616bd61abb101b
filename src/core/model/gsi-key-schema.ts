import type { GlobalSecondaryIndex } from './design.ts';
import type { MultiKeySchema } from './multi-key-schema.ts';

/**
 * A GSI's whole key in KeySchema order: its partition attributes (1 to 4) and its sort
 * attributes (0 to 4). A one-attribute key is the one-element case, so code that handles the
 * lists handles both.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
 *
 * @example
 * gsiKeySchema({ name: 'ByMatch', partitionKey: t, morePartitionKeys: [r], sortKey: round, projection });
 * // { partition: [t, r], sort: [round] }
 */
export function gsiKeySchema(index: GlobalSecondaryIndex): MultiKeySchema {
  return {
    partition: [index.partitionKey, ...(index.morePartitionKeys ?? [])],
    sort: index.sortKey ? [index.sortKey, ...(index.moreSortKeys ?? [])] : []
  };
}
