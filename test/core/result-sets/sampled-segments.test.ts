import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampledSegments } from '../../../src/core/result-sets/sampled-segments.ts';

describe('sampledSegments', () => {
  it('draws count distinct segments of total, in order, the same for the same seed', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5000 })
          .chain((total) =>
            fc.tuple(fc.constant(total), fc.integer({ min: 1, max: total }), fc.nat())
          ),
        ([total, count, seed]) => {
          const drawn = sampledSegments(total, count, seed);
          expect(drawn).toHaveLength(count);
          expect(new Set(drawn).size).toBe(count);
          expect(drawn.every((s) => Number.isInteger(s) && s >= 0 && s < total)).toBe(true);
          expect(drawn).toEqual([...drawn].sort((a, b) => a - b));
          expect(sampledSegments(total, count, seed)).toEqual(drawn);
        }
      )
    );
  });

  it('spreads over the whole key space: each segment about equally often', () => {
    // 2,000 samples of 10 of 100 segments: each segment is drawn about 200 times.
    const times = new Array<number>(100).fill(0);
    for (let seed = 0; seed < 2000; seed++)
      for (const s of sampledSegments(100, 10, seed)) times[s]!++;
    expect(Math.min(...times)).toBeGreaterThan(140);
    expect(Math.max(...times)).toBeLessThan(260);
  });

  it.each([
    [0, 1, 'a sample needs a whole number of segments, got 0'],
    [10, 0, 'a sample reads from 1 to 10 segments, got 0'],
    [10, 11, 'a sample reads from 1 to 10 segments, got 11']
  ])('refuses %i segments, %i drawn', (total, count, message) => {
    expect(() => sampledSegments(total, count, 1)).toThrow(message);
  });
});
