import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';

/**
 * Which of one partition's ceilings a partition key value's load passes: more than 3,000 read
 * units or more than 1,000 write units per second. One key is never split beyond one partition,
 * so past either the excess is throttled. The one home of the test: heat's findings and the
 * lessons' `no-hot-partition` check both ask it.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html
 *
 * @example
 * overPartitionCeiling(3327, 31); // { reads: true, writes: false }
 */
export function overPartitionCeiling(
  readUnits: number,
  writeUnits: number
): { readonly reads: boolean; readonly writes: boolean } {
  return {
    reads: readUnits > DYNAMODB_LIMITS.partitionReadUnits,
    writes: writeUnits > DYNAMODB_LIMITS.partitionWriteUnits
  };
}
