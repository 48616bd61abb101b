import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstIndex } from '../../../src/core/keys/first-index.ts';

describe('firstIndex', () => {
  const sorted = [1, 3, 3, 5, 8];
  it.each([
    [0, 0],
    [1, 0],
    [3, 1],
    [4, 3],
    [8, 4],
    [9, 5]
  ])('finds the first value at or above %i at %i', (x, at) => {
    expect(firstIndex(0, sorted.length, (i) => sorted[i]! >= x)).toBe(at);
  });

  it('searches only [from, to), returning to when the predicate holds nowhere in it', () => {
    expect([
      firstIndex(2, 4, (i) => sorted[i]! >= 0),
      firstIndex(2, 4, (i) => sorted[i]! >= 9),
      firstIndex(3, 3, () => true)
    ]).toEqual([2, 4, 3]);
  });

  it('agrees with a scan from the start over any sorted run', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -20, max: 20 })),
        fc.integer({ min: -25, max: 25 }),
        (xs, x) => {
          const run = [...xs].sort((a, b) => a - b);
          const scan = run.findIndex((v) => v >= x);
          expect(firstIndex(0, run.length, (i) => run[i]! >= x)).toBe(scan < 0 ? run.length : scan);
        }
      ),
      { numRuns: 300 }
    );
  });
});
