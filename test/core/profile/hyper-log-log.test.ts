import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HyperLogLog } from '../../../src/core/profile/hyper-log-log.ts';

function estimateOf(keys: Iterable<string>, precision?: number): HyperLogLog {
  const h = new HyperLogLog(precision);
  for (const k of keys) h.add(k);
  return h;
}

function* spelled(n: number, spell: (i: number) => string): Generator<string> {
  for (let i = 0; i < n; i++) yield spell(i);
}

describe('HyperLogLog', () => {
  // Keys as tables spell them: sequential ids, hex ids, numbers; the oracle is the count itself.
  it.each([
    ['sequential ids', 1_000, (i: number) => `USER#${i}`],
    ['sequential ids', 100_000, (i: number) => `USER#${i}`],
    ['hex ids', 50_000, (i: number) => `GAME#${(i * 2654435761).toString(16)}`],
    ['plain numbers', 200_000, (i: number) => String(i)],
    ['a shared prefix and suffix', 20_000, (i: number) => `ORDER#${i}#LINE#001`]
  ])('estimates %s (%i distinct) within four standard errors', (_, n, spell) => {
    const h = estimateOf(spelled(n, spell));
    expect(Math.abs(h.estimate() - n) / n).toBeLessThan(4 * h.standardError);
  });

  it('counts a key added again once (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { maxLength: 200 }), (keys) => {
        const once = estimateOf(keys).estimate();
        expect(estimateOf([...keys, ...keys, ...keys.slice().reverse()]).estimate()).toBe(once);
      })
    );
  });

  it('is exact to within rounding for a few keys (linear counting)', () => {
    expect(Math.round(estimateOf(['a', 'b', 'c']).estimate())).toBe(3);
    expect(estimateOf([]).estimate()).toBe(0);
  });

  it('merges to the estimate of the union (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.array(fc.string()), (a, b) => {
        const merged = estimateOf(a);
        merged.merge(estimateOf(b));
        expect(merged.estimate()).toBe(estimateOf([...a, ...b]).estimate());
      })
    );
  });

  it('refuses to merge a different precision, naming both', () => {
    expect(() => new HyperLogLog(10).merge(new HyperLogLog(12))).toThrow(
      'cannot merge a HyperLogLog of precision 12 into one of 10'
    );
  });

  it.each([3, 19, 12.5])('refuses a precision of %s, naming it', (p) => {
    expect(() => new HyperLogLog(p)).toThrow(
      `precision must be a whole number from 4 to 18, got ${p}`
    );
  });
});
