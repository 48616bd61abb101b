import { describe, expect, it } from 'vitest';
import { sampleShare } from '../../../src/core/reading/sample-share.ts';

describe('sampleShare', () => {
  it.each([
    [20_000, 64, 312],
    [100_000, 64, 1562],
    [10, 64, 1],
    [45, 3, 15],
    [5, 0, 5]
  ])('%i items over %i segments: %i each', (maxItems, count, want) => {
    expect(sampleShare(maxItems, count)).toBe(want);
  });
});
