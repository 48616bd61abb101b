import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyShares } from '../../../src/core/workload/key-shares.ts';

/** Every share of `count` keys, rank by rank. */
const all = (share: (rank: number) => number, count: number) =>
  Array.from({ length: count }, (_, r) => share(r));
const sum = (a: readonly number[]) => a.reduce((s, x) => s + x, 0);

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
    const got = all(keyShares(dist, n, hot), n);
    expect(got).toHaveLength(want.length);
    got.forEach((g, i) => expect(g).toBeCloseTo(want[i]!, 12));
  });

  it('always sums to 1 and never increases with rank under Zipf (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.double({ min: 0, max: 4, noNaN: true }),
        (n, s) => {
          const shares = all(keyShares({ kind: 'zipf', exponent: s }, n), n);
          expect(sum(shares)).toBeCloseTo(1, 9);
          for (let i = 1; i < n; i++)
            expect(shares[i]!).toBeLessThanOrEqual(shares[i - 1]! + 1e-15);
        }
      ),
      { seed: 13, numRuns: 200 }
    );
  });

  // Weights are kept per exponent and serve fewer keys; each share must be the one computed
  // for its count alone: 1 / r^s over the total of its own count, added in rank order.
  it('gives each count of keys its own Zipf shares, whichever counts came before (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(1, 1.2),
        (counts, s) => {
          for (const n of counts) {
            const w = Array.from({ length: n }, (_, r) =>
              s === 1 ? 1 / (r + 1) : 1 / Math.pow(r + 1, s)
            );
            const total = w.reduce((a, x) => a + x, 0);
            expect(all(keyShares({ kind: 'zipf', exponent: s }, n), n)).toEqual(
              w.map((x) => x / total)
            );
          }
        }
      ),
      { seed: 5, numRuns: 100 }
    );
  });
});
