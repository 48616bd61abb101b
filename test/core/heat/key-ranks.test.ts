import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyRanks } from '../../../src/core/heat/key-ranks.ts';

describe('keyRanks', () => {
  it('ranks the named key 0, then the largest, ties in key order', () => {
    expect([...keyRanks(4, (k) => [1, 5, 5, 2][k]!, 3)]).toEqual([3, 1, 2, 0]);
  });

  it('is each key’s place in a stable sort by size, largest first, the named key ahead (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 })),
        fc.integer({ min: -1, max: 60 }),
        (sizes, first) => {
          const order = sizes
            .map((_, i) => i)
            .sort(
              (a, b) =>
                (b === first ? 1 : 0) - (a === first ? 1 : 0) || sizes[b]! - sizes[a]! || a - b
            );
          const want = new Array<number>(sizes.length);
          order.forEach((k, r) => (want[k] = r));
          expect([...keyRanks(sizes.length, (k) => sizes[k]!, first)]).toEqual(want);
        }
      ),
      { seed: 21, numRuns: 300 }
    );
  });
});
