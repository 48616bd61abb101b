import { DYNAMODB_LIMITS } from '../limits/dynamodb-limits.ts';

/**
 * How many physical partitions a table (or a global secondary index, which has its own) needs:
 * enough for its size at 10 GB each and for its throughput at 3,000 read units plus 1,000
 * write units each, and at least one. DynamoDB splits partitions on its own and does not
 * publish the count; this is the sizing rule AWS's guidance uses.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/HowItWorks.Partitions.html
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html
 *
 * @example
 * partitionCount(25 * 1024 ** 3, 1000, 500); // 3: size needs 3, throughput 1
 * partitionCount(0, 7500, 1200); // 4: 2.5 + 1.2 = 3.7, rounded up
 */
export function partitionCount(bytes: number, readUnits: number, writeUnits: number): number {
  const bySize = Math.ceil(bytes / DYNAMODB_LIMITS.partitionBytes);
  const byThroughput = Math.ceil(
    readUnits / DYNAMODB_LIMITS.partitionReadUnits +
      writeUnits / DYNAMODB_LIMITS.partitionWriteUnits -
      1e-9
  );
  return Math.max(1, bySize, byThroughput);
}
