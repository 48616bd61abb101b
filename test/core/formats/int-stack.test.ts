import { describe, expect, it } from 'vitest';
import { IntStack } from '../../../src/core/formats/int-stack.ts';

describe('IntStack', () => {
  it('keeps every value pushed, in order, past its first 256 places', () => {
    const s = new IntStack();
    for (let v = 0; v < 1000; v++) s.push(v * 3 - 500);
    expect(s.length).toBe(1000);
    expect(Array.from(s.data.subarray(0, s.length))).toEqual(
      Array.from({ length: 1000 }, (_, v) => v * 3 - 500)
    );
  });

  it('pops many at once when length is set, and pushes over what was popped', () => {
    const s = new IntStack();
    for (const v of [1, 2, 3, 4]) s.push(v);
    s.length = 1;
    s.push(9);
    expect(Array.from(s.data.subarray(0, s.length))).toEqual([1, 9]);
  });
});
