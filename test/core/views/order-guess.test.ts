import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderGuess } from '../../../src/core/views/order-guess.ts';

describe('orderGuess', () => {
  it.each([
    { name: 'by previous rank', ids: [1, 0, 2], count: 3, first: [0, 1, 2], out: [1, 0, 2] },
    {
      name: 'items without a rank last',
      ids: [-1, 1, 0],
      count: 2,
      first: [0, 1, 2],
      out: [2, 1, 0]
    },
    { name: 'invalid ids (below -1) last too', ids: [-3, 0], count: 1, first: [0, 1], out: [1, 0] },
    { name: 'ties in position order', ids: [0, 0, 0], count: 1, first: [2, 0, 1], out: [0, 1, 2] },
    { name: 'reads the first items given', ids: [2, 1, 0], count: 3, first: [0, 2], out: [1, 0] },
    { name: 'no values', ids: [0], count: 1, first: [], out: [] }
  ])('$name', ({ ids, count, first, out }) => {
    expect(orderGuess(Int32Array.from(ids), count, first)).toEqual(out);
  });

  it('is every position once, in the order of a stable sort by previous rank (brute force)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -3, max: 6 }), { minLength: 1, maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        (raw, picks) => {
          const count = 7;
          const ids = Int32Array.from(raw);
          const first = picks.map((p) => p % raw.length);
          const key = (p: number): number => {
            const r = ids[first[p]!]!;
            return r >= 0 && r < count ? r : count;
          };
          const oracle = first.map((_, p) => p).sort((a, b) => key(a) - key(b) || a - b);
          expect(orderGuess(ids, count, first)).toEqual(oracle);
        }
      )
    );
  });
});
