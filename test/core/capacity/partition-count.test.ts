import { DYNAMODB_LIMITS } from '../../../src/core/limits/dynamodb-limits.ts';
import { describe, expect, it } from 'vitest';
import { partitionCount } from '../../../src/core/capacity/partition-count.ts';

const GB = 1024 ** 3;

describe('partitionCount: max(ceil(size / 10 GB), ceil(RCU / 3000 + WCU / 1000))', () => {
  it.each([
    ['an empty table has one partition', 0, 0, 0, 1],
    ['size decides: 25 GB', 25 * GB, 1000, 500, 3],
    ['throughput decides: 7,500 RCU and 1,200 WCU', 0, 7500, 1200, 4],
    ['exactly one partition of throughput', 0, 3000, 0, 1],
    ['reads and writes add up: 1,500 RCU + 500 WCU fill one', 0, 1500, 500, 1],
    ['0.7 + 0.3 of a partition is still one (no rounding error)', 0, 2100, 300, 1],
    ['just over one partition of writes', 0, 0, 1001, 2],
    ['exactly 10 GB', 10 * GB, 0, 0, 1]
  ])('%s', (_, bytes, rcu, wcu, count) => {
    expect(partitionCount(bytes, rcu, wcu)).toBe(count);
  });

  it('uses DynamoDB’s per-partition figures', () => {
    expect([
      DYNAMODB_LIMITS.partitionReadUnits,
      DYNAMODB_LIMITS.partitionWriteUnits,
      DYNAMODB_LIMITS.partitionBytes
    ]).toEqual([3000, 1000, 10 * GB]);
  });
});
