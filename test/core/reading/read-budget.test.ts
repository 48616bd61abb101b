import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReadBudget } from '../../../src/core/reading/read-budget.ts';

describe('ReadBudget', () => {
  it('starts with a second of units, then makes a reader repay its debt at the rate', () => {
    const b = new ReadBudget(100, 0);
    expect(b.waitMs(0)).toBe(0);
    b.debit(128, 0); // a 1 MB eventually consistent page
    expect(b.available(0)).toBe(-28);
    expect(b.waitMs(0)).toBe(280);
    expect(b.waitMs(140)).toBe(140);
    expect(b.waitMs(280)).toBe(0);
    expect(b.available(10_000)).toBe(100); // never more than the burst
  });

  it.each([0, -1, Number.NaN, Infinity])('refuses a rate of %d', (rate) => {
    expect(() => new ReadBudget(rate, 0)).toThrow(/positive number of units per second/);
  });

  it('ignores a clock that goes backwards', () => {
    const b = new ReadBudget(10, 1000);
    b.debit(20, 1000);
    expect(b.waitMs(500)).toBe(1000);
  });

  it('a reader that always waits as told never exceeds rate × time + burst + one page', () => {
    // The oracle: replay the reader against the bucket and check every prefix of time.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.array(fc.double({ min: 0, max: 128.5, noNaN: true }), { minLength: 1, maxLength: 200 }),
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 200 }),
        (rate, pages, latencies) => {
          const b = new ReadBudget(rate, 0);
          let now = 0;
          let consumed = 0;
          const biggest = Math.max(...pages);
          for (const [i, units] of pages.entries()) {
            now += b.waitMs(now); // the reader sleeps as long as it is told
            now += latencies[i % latencies.length]!; // the request takes a while
            b.debit(units, now);
            consumed += units;
            if (consumed > rate * (now / 1000) + rate + biggest + 1e-6) return false;
          }
          return true;
        }
      ),
      { seed: 4242, numRuns: 300 }
    );
  });
});
