import { describe, expect, it } from 'vitest';
import { trampoline, type Task } from '../../../src/core/recursion/trampoline.ts';

function* depth(n: number): Task<number> {
  return n === 0 ? 0 : 1 + ((yield depth(n - 1)) as number);
}

function* sum(xs: readonly number[], from: number, to: number): Task<number> {
  if (to - from <= 1) return xs[from] ?? 0;
  const mid = (from + to) >> 1;
  const left = (yield sum(xs, from, mid)) as number;
  const right = (yield sum(xs, mid, to)) as number;
  return left + right;
}

function* failing(n: number): Task<number> {
  if (n === 0) throw new Error('bottom');
  return (yield failing(n - 1)) as number;
}

function* catching(n: number): Task<string> {
  try {
    yield failing(n);
    return 'no error';
  } catch (e) {
    return `caught ${(e as Error).message}`;
  }
}

describe('trampoline', () => {
  it('runs a million levels deep without a RangeError', () => {
    expect(trampoline(depth(1_000_000))).toBe(1_000_000);
  });

  it('hands each sub-result back to its caller, as recursion would', () => {
    const xs = Array.from({ length: 1000 }, (_, i) => i);
    expect(trampoline(sum(xs, 0, xs.length))).toBe(499_500);
  });

  it('throws an exception at the caller’s yield, where a try can catch it', () => {
    expect(trampoline(catching(50_000))).toBe('caught bottom');
    expect(() => trampoline(failing(10))).toThrow('bottom');
  });
});
