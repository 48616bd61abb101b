import { describe, expect, it } from 'vitest';
import { sampleProblem } from '../../../src/core/reading/sample-problem.ts';

describe('sampleProblem', () => {
  it.each<[number, number, string | undefined]>([
    [64, 1000, undefined],
    [1, 1, undefined],
    [1000, 1000, undefined],
    [0, 1000, 'a sample reads a whole number of segments from 1 to 1,000, got 0'],
    [1001, 1000, 'a sample reads a whole number of segments from 1 to 1,000, got 1001'],
    [2.5, 10, 'a sample reads a whole number of segments from 1 to 10, got 2.5'],
    [4, 0, 'segments must be a whole number from 1 to 1,000, got 0']
  ])('%d of %d segments: %s', (count, of, want) => {
    expect(sampleProblem(count, of)).toBe(want);
  });
});
