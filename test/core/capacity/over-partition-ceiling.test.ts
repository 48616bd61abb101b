import { describe, expect, it } from 'vitest';
import { overPartitionCeiling } from '../../../src/core/capacity/over-partition-ceiling.ts';

// bp-partition-key-design.html: one partition serves up to 3,000 RCU and 1,000 WCU per second.
describe('overPartitionCeiling', () => {
  it.each([
    ['nothing', 0, 0, false, false],
    ['exactly the read ceiling is within it', 3000, 0, false, false],
    ['one read unit more is over', 3000.5, 0, true, false],
    ['exactly the write ceiling is within it', 0, 1000, false, false],
    ['a fraction of a write unit more is over', 0, 1000.01, false, true],
    ['both at once', 3327, 1250, true, true],
    // Each ceiling stands alone, as AWS states them ("3,000 RCU and 1,000 WCU"): the heat
    // view's utilisation adds the shares up, the throttling test does not.
    ['a mix under both ceilings', 2000, 600, false, false]
  ])('%s: %d read and %d write units', (_, r, w, reads, writes) => {
    expect(overPartitionCeiling(r, w)).toEqual({ reads, writes });
  });
});
