import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyShares } from '../../../src/core/workload/key-shares.ts';

const sum = (a: Float64Array) => a.reduce((s, x) => s + x, 0);

describe('keyShares', () => {
  it.each([
    ['uniform over 4', { kind: 'uniform' } as const, 4, -1, [0.25, 0.25, 0.25, 0.25]],
    [
      'Zipf s=1 over 3: 1, 1/2, 1/3 over 11/6',
      { kind: 'zipf', exponent: 1 } as const,
      3,
      -1,
      [6 / 11, 3 / 11, 2 / 11]
    ],
    ['Zipf s=0 is uniform', { kind: 'zipf', exponent: 0 } as const, 2, -1, [0.5, 0.5]],
    [
      'a hot key at rank 2 takes 90 %',
      { kind: 'hot', key: 'k', share: 0.9 } as const,
      4,
      2,
      [0.1 / 3, 0.1 / 3, 0.9, 0.1 / 3]
    ],
    ['a hot key alone takes everything', { kind: 'hot', key: 'k', share: 0.9 } as const, 1, 0, [1]],
    [
      'a hot key not among the keys leaves them even',
      { kind: 'hot', key: 'k', share: 0.9 } as const,
      2,
      -1,
      [0.5, 0.5]
    ],
    ['no keys, no shares', { kind: 'uniform' } as const, 0, -1, []]
  ])('%s', (_, dist, n, hot, want) => {
    const got = [...keyShares(dist, n, hot)];
    expect(got).toHaveLength(want.length);
    got.forEach((g, i) => expect(g).toBeCloseTo(want[i]!, 12));
  });

  it('always sums to 1 and never increases with rank under Zipf (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.double({ min: 0, max: 4, noNaN: true }),
        (n, s) => {
          const shares = keyShares({ kind: 'zipf', exponent: s }, n);
          expect(sum(shares)).toBeCloseTo(1, 9);
          for (let i = 1; i < n; i++)
            expect(shares[i]!).toBeLessThanOrEqual(shares[i - 1]! + 1e-15);
        }
      ),
      { seed: 13, numRuns: 200 }
    );
  });

  it('hands out the same Zipf shares again for the same exponent and count', () => {
    const first = keyShares({ kind: 'zipf', exponent: 1.2 }, 1000);
    expect(keyShares({ kind: 'zipf', exponent: 1.2 }, 1000)).toBe(first);
    expect(keyShares({ kind: 'zipf', exponent: 1.2 }, 999)).not.toBe(first);
    expect(keyShares({ kind: 'zipf', exponent: 1.3 }, 1000)).not.toBe(first);
  });
});
