import type { KeyAttribute } from './design.ts';

/**
 * A global secondary index's key as DynamoDB has allowed it since November 2025: a partition key
 * of 1 to 4 attributes, hashed together, and a sort key of 0 to 4, ordered left to right, each
 * attribute with its own scalar type. One attribute in each part is the classic key.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.MultiAttributeKeys
 */
export interface MultiKeySchema {
  readonly partition: readonly KeyAttribute[];
  readonly sort: readonly KeyAttribute[];
}
