import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percent, units, usd } from '../../../src/ui/heat-report/format-heat.ts';

describe('heat formats', () => {
  it.each([
    { fn: units, n: 9.94, text: '9.9' },
    { fn: units, n: 9.96, text: '10' },
    { fn: units, n: 1234.5, text: '1,235' },
    { fn: units, n: 0, text: '0' },
    { fn: percent, n: 0.123, text: '12%' },
    { fn: percent, n: 12.345, text: '1,235%' },
    { fn: percent, n: 1.25, text: '125%' },
    { fn: usd, n: 1234.5, text: '$1,234.50' },
    { fn: usd, n: 0.005, text: '$0.01' },
    { fn: usd, n: 0, text: '$0.00' }
  ])('$fn.name($n) is $text', ({ fn, n, text }) => {
    expect(fn(n)).toBe(text);
  });

  // The oracle is what the view printed before the formatters were kept: toLocaleString per call.
  it.each([
    {
      fn: units,
      oracle: (n: number) => n.toLocaleString('en', { maximumFractionDigits: n < 10 ? 1 : 0 })
    },
    { fn: percent, oracle: (n: number) => `${Math.round(n * 100).toLocaleString('en')}%` },
    {
      fn: usd,
      oracle: (n: number) =>
        `$${n.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    }
  ])('$fn.name prints every number as toLocaleString with its options does', ({ fn, oracle }) => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e12, max: 1e12 }), (n) => {
        expect(fn(n)).toBe(oracle(n));
      }),
      { seed: 24, numRuns: 2000 }
    );
  });
});
