import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inPieces } from '../../../src/core/steps/in-pieces.ts';

/** Run the steps, recording each piece and how many yields came before it. */
function record(n: number, size: number) {
  const pieces: { from: number; to: number; yieldsBefore: number }[] = [];
  let yields = 0;
  const steps = inPieces(n, size, (from, to) => pieces.push({ from, to, yieldsBefore: yields }));
  while (!steps.next().done) yields++;
  return { pieces, yields };
}

describe('inPieces', () => {
  it.each([
    { n: 0, size: 4, pieces: [], yields: 0 },
    { n: 3, size: 4, pieces: [[0, 3]], yields: 0 },
    { n: 4, size: 4, pieces: [[0, 4]], yields: 0 },
    {
      n: 9,
      size: 4,
      pieces: [
        [0, 4],
        [4, 8],
        [8, 9]
      ],
      yields: 2
    }
  ])('runs $n items in pieces of $size', ({ n, size, pieces, yields }) => {
    const got = record(n, size);
    expect(got.pieces.map((p) => [p.from, p.to])).toEqual(pieces);
    expect(got.yields).toBe(yields);
  });

  it('yields between pieces, never before the first or after the last', () => {
    expect(record(9, 4).pieces.map((p) => p.yieldsBefore)).toEqual([0, 1, 2]);
  });

  it('covers every index once, in order, in pieces of at most size (against a plain loop)', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.integer({ min: 1, max: 64 }), (n, size) => {
        const { pieces, yields } = record(n, size);
        const seen: number[] = [];
        for (const p of pieces) {
          expect(p.to - p.from).toBeGreaterThan(0);
          expect(p.to - p.from).toBeLessThanOrEqual(size);
          for (let i = p.from; i < p.to; i++) seen.push(i);
        }
        expect(seen).toEqual(Array.from({ length: n }, (_, i) => i));
        expect(yields).toBe(Math.max(0, pieces.length - 1));
      })
    );
  });
});
