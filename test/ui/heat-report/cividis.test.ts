import { interpolateCividis } from 'd3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cividis } from '../../../src/ui/heat-report/cividis.ts';

describe('cividis', () => {
  it.each([
    [0, 'rgb(0, 32, 81)'],
    [1, 'rgb(253, 234, 69)'],
    [-3, 'rgb(0, 32, 81)'],
    [7, 'rgb(253, 234, 69)']
  ])('at %s: %s, the ends clamped', (t, expected) => {
    expect(cividis(t)).toBe(expected);
  });

  it("gives d3-scale-chromatic's interpolateCividis everywhere", () => {
    fc.assert(
      fc.property(fc.double({ min: -0.5, max: 1.5, noNaN: true }), (t) => {
        expect(cividis(t)).toBe(interpolateCividis(t));
      }),
      { numRuns: 2000 }
    );
  });
});
