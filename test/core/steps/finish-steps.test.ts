import { describe, expect, it } from 'vitest';
import { finishSteps, type Steps } from '../../../src/core/steps/finish-steps.ts';

function* counted(n: number, seen: number[]): Steps<number> {
  let sum = 0;
  for (let i = 0; i < n; i++) {
    seen.push(i);
    sum += i;
    yield;
  }
  return sum;
}

describe('finishSteps', () => {
  it.each([
    [0, 0],
    [1, 0],
    [5, 10],
    [1000, 499500]
  ])('runs %i steps to the end and returns their result, %i', (n, sum) => {
    const seen: number[] = [];
    expect(finishSteps(counted(n, seen))).toBe(sum);
    expect(seen).toEqual(Array.from({ length: n }, (_, i) => i));
  });

  it('finishes steps already begun, from where they stopped', () => {
    const seen: number[] = [];
    const steps = counted(4, seen);
    steps.next();
    steps.next();
    expect(finishSteps(steps)).toBe(6);
    expect(seen).toEqual([0, 1, 2, 3]);
  });

  it('lets an error in a step through', () => {
    function* failing(): Steps<number> {
      yield;
      throw new Error('step 2 failed');
    }
    expect(() => finishSteps(failing())).toThrow('step 2 failed');
  });
});
