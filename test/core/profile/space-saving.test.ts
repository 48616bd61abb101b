import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SpaceSaving } from '../../../src/core/profile/space-saving.ts';

/** The oracle: every key's exact weight. */
function exact(stream: readonly (readonly [string, number])[]): Map<string, number> {
  const weights = new Map<string, number>();
  for (const [key, w] of stream) weights.set(key, (weights.get(key) ?? 0) + w);
  return weights;
}

const streams = fc.record({
  capacity: fc.integer({ min: 1, max: 12 }),
  // A skewed alphabet: a few keys often, many rarely.
  stream: fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom('a', 'b', 'c'), fc.string({ minLength: 1, maxLength: 3 })),
      fc.integer({ min: 0, max: 500 })
    ),
    { maxLength: 300 }
  )
});

function summarise(capacity: number, stream: readonly (readonly [string, number])[]) {
  const s = new SpaceSaving(capacity);
  for (const [key, w] of stream) s.add(key, w);
  return s;
}

describe('SpaceSaving', () => {
  it('keeps the heaviest of a short stream exactly, heaviest first', () => {
    const s = summarise(2, [
      ['a', 1],
      ['b', 1],
      ['a', 1],
      ['c', 1],
      ['a', 1]
    ]);
    expect(s.top(1)).toEqual([{ key: 'a', count: 3, error: 0 }]);
  });

  it('counts every key exactly while there are no more keys than slots (property)', () => {
    fc.assert(
      fc.property(streams, ({ stream }) => {
        const weights = exact(stream);
        const s = summarise(Math.max(1, weights.size), stream);
        const got = new Map(s.top().map((h) => [h.key, [h.count, h.error]]));
        expect(got).toEqual(new Map([...weights].map(([k, w]) => [k, [w, 0]])));
      })
    );
  });

  it('never understates a kept key, and overstates it by at most its error (property)', () => {
    fc.assert(
      fc.property(streams, ({ capacity, stream }) => {
        const weights = exact(stream);
        for (const h of summarise(capacity, stream).top()) {
          const truth = weights.get(h.key)!;
          expect(h.count).toBeGreaterThanOrEqual(truth);
          expect(h.count - h.error).toBeLessThanOrEqual(truth);
        }
      })
    );
  });

  it('keeps every key heavier than total / capacity, with errors at most that (property)', () => {
    fc.assert(
      fc.property(streams, ({ capacity, stream }) => {
        const weights = exact(stream);
        const s = summarise(capacity, stream);
        const total = stream.reduce((sum, [, w]) => sum + w, 0);
        expect(s.total).toBe(total);
        expect(s.maxError).toBeLessThanOrEqual(total / capacity);
        const kept = new Set(s.top().map((h) => h.key));
        for (const [key, w] of weights) if (w > total / capacity) expect(kept).toContain(key);
        for (const h of s.top()) expect(h.error).toBeLessThanOrEqual(s.maxError);
      })
    );
  });

  it('holds no more keys than its capacity, whatever the stream (property)', () => {
    fc.assert(
      fc.property(streams, ({ capacity, stream }) => {
        expect(summarise(capacity, stream).top().length).toBeLessThanOrEqual(capacity);
      })
    );
  });

  it.each([
    [0, /capacity must be a whole number of at least 1, got 0/],
    [1.5, /capacity must be a whole number of at least 1, got 1.5/]
  ])('refuses a capacity of %s, naming it', (capacity, message) => {
    expect(() => new SpaceSaving(capacity)).toThrow(message);
  });

  it.each([-1, Number.NaN, Infinity])('refuses a weight of %s, naming it', (weight) => {
    expect(() => new SpaceSaving(2).add('a', weight)).toThrow(
      `weight must be a finite number ≥ 0, got ${weight}`
    );
  });
});
