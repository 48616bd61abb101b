import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankKeys } from '../../../src/core/heat/rank-keys.ts';

describe('rankKeys', () => {
  it('puts the named key first, then the largest, ties in key order', () => {
    expect([...rankKeys([1, 5, 5, 2], 3)]).toEqual([3, 1, 2, 0]);
    expect([...rankKeys([1, 5, 5, 2])]).toEqual([1, 2, 3, 0]);
    expect([...rankKeys([])]).toEqual([]);
  });

  it('equals a stable sort by size, largest first (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 })), (sizes) => {
        const sorted = sizes.map((_, i) => i).sort((a, b) => sizes[b]! - sizes[a]! || a - b);
        expect([...rankKeys(sizes)]).toEqual(sorted);
      }),
      { seed: 13, numRuns: 300 }
    );
  });
});
