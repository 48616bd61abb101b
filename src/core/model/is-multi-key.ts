import type { GlobalSecondaryIndex } from './design.ts';

/**
 * Whether a GSI's partition or sort key has more than one attribute (DynamoDB's multi-attribute
 * keys, since November 2025): what sends a view, a Query and an export down the tuple path.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
 *
 * @example
 * isMultiKey({ name: 'G', partitionKey: pk, projection }); // false
 */
export function isMultiKey(index: GlobalSecondaryIndex): boolean {
  return (index.morePartitionKeys?.length ?? 0) > 0 || (index.moreSortKeys?.length ?? 0) > 0;
}
