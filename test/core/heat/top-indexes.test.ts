import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topIndexes } from '../../../src/core/heat/top-indexes.ts';

describe('topIndexes', () => {
  it.each([
    [[3, 9, 1, 9], 2, [1, 3]],
    [[3, 9, 1, 9], 10, [1, 3, 0, 2]],
    [[], 3, []],
    [[5], 0, []]
  ])('%j, k=%i → %j', (values, k, want) => {
    expect(topIndexes(values, k)).toEqual(want);
  });

  it('equals sorting everything and taking the first k (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 })),
        fc.integer({ min: 0, max: 30 }),
        (values, k) => {
          const all = values.map((_, i) => i).sort((a, b) => values[b]! - values[a]! || a - b);
          expect(topIndexes(values, k)).toEqual(all.slice(0, k));
        }
      ),
      { seed: 13, numRuns: 300 }
    );
  });
});
