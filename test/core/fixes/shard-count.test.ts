import { describe, expect, it } from 'vitest';
import { shardCount } from '../../../src/core/fixes/shard-count.ts';
import { stableHash } from '../../../src/core/keys/stable-hash.ts';

const users = Array.from({ length: 200 }, (_, i) => `user${i}`);
const randoms = users.map((_, i) => (i * 0.618034) % 1);

describe('shardCount', () => {
  it('counts from the load: 2,400 write units with many items need 3 shards at 80 % of 1,000', () => {
    const plan = shardCount(
      { readUnits: 0, readRequests: 0, writeUnits: 2400, values: users, randoms },
      'calculated'
    )!;
    const counts = new Array<number>(plan.count).fill(0);
    for (const u of users) counts[stableHash(u) % plan.count]!++;
    expect(plan.count).toBeGreaterThanOrEqual(3);
    expect(plan.peak).toBeCloseTo((2400 * Math.max(...counts)) / users.length / 1000, 9);
    expect(plan.peak).toBeLessThanOrEqual(0.8);
  });

  it('takes at least two shards', () => {
    expect(
      shardCount(
        { readUnits: 0, readRequests: 0, writeUnits: 10, values: users, randoms },
        'random'
      )!.count
    ).toBe(2);
  });

  it('cannot split one item’s writes', () => {
    expect(
      shardCount(
        { readUnits: 0, readRequests: 0, writeUnits: 5000, values: ['a'], randoms: [0.5] },
        'calculated'
      )
    ).toBeNull();
  });

  it('cannot split reads whose requests alone fill a partition: a scatter-gather asks every shard', () => {
    // 8,000 eventually consistent reads a second cost at least 4,000 units on every shard.
    expect(
      shardCount(
        { readUnits: 4000, readRequests: 8000, writeUnits: 0, values: users, randoms },
        'random'
      )
    ).toBeNull();
    // Big Queries can be split: 100 a second of 40 units each.
    const plan = shardCount(
      { readUnits: 4000, readRequests: 100, writeUnits: 0, values: users, randoms },
      'random'
    )!;
    expect(plan.count).toBeGreaterThanOrEqual(2);
    expect(plan.peak).toBeLessThanOrEqual(0.8);
  });
});
