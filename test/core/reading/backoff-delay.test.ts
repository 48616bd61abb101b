import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../../src/core/reading/backoff-delay.ts';
import { createLcg } from '../../../src/core/random/create-lcg.ts';

describe('backoffDelay', () => {
  it.each([
    [0, 0.5, 25],
    [1, 0.5, 50],
    [3, 0.5, 200],
    [10, 0.999, 4995], // capped at 5 s
    [3, 0, 0]
  ])('attempt %d with random %d waits %d ms', (attempt, r, ms) => {
    expect(backoffDelay(attempt, () => r)).toBe(ms);
  });

  it('stays within [0, min(cap, base·2^attempt)) and spreads retries apart (full jitter)', () => {
    const random = createLcg(7);
    for (let attempt = 0; attempt < 12; attempt++) {
      const delays = Array.from({ length: 200 }, () => backoffDelay(attempt, random));
      const ceiling = Math.min(5000, 50 * 2 ** attempt);
      expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...delays)).toBeLessThan(ceiling);
      expect(new Set(delays).size).toBeGreaterThan(Math.min(20, ceiling / 4));
    }
  });
});
