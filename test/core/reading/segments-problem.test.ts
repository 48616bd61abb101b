import { describe, expect, it } from 'vitest';
import { segmentsProblem } from '../../../src/core/reading/segments-problem.ts';

describe('segmentsProblem', () => {
  it.each([1, 4, 1000])('%i segments can be read', (n) => {
    expect(segmentsProblem(n)).toBeUndefined();
  });
  it.each([0, -1, 1.5, 1001, Number.NaN, Number.POSITIVE_INFINITY])('%d segments cannot', (n) => {
    expect(segmentsProblem(n)).toBe(`segments must be a whole number from 1 to 1,000, got ${n}`);
  });
});
