import { describe, expect, it } from 'vitest';
import { ReuseSlot } from '../../../src/core/views/reuse-slot.ts';

describe('ReuseSlot', () => {
  it('reuses a value whose dependencies are the very same values, per key', () => {
    const slot = new ReuseSlot<{ n: number }>();
    const dep = [1, 2];
    let made = 0;
    const make = () => ({ n: ++made });
    const a = slot.reuse(['t', 'PK'], [dep], make);
    slot.commit();
    expect(slot.reuse(['t', 'PK'], [dep], make)).toBe(a);
    expect(slot.reuse(['t', 'SK'], [dep], make)).not.toBe(a);
    slot.commit();
    expect(slot.reuse(['t', 'PK'], [[1, 2]], make)).not.toBe(a);
    expect(made).toBe(3);
  });

  it('keys by the whole tuple: parts never run into each other', () => {
    const slot = new ReuseSlot<string>();
    slot.reuse(['a\u0000b', 'c'], [], () => 'first');
    slot.commit();
    expect(slot.reuse(['a', 'b\u0000c'], [], () => 'second')).toBe('second');
  });

  it('with same, a value made afresh that equals the previous keeps the previous identity', () => {
    const slot = new ReuseSlot<number[]>();
    const first = slot.reuse(['t'], [1], () => [1, 2, 3], sameArray);
    slot.commit();
    expect(slot.reuse(['t'], [2], () => [1, 2, 3], sameArray)).toBe(first);
    slot.commit();
    expect(slot.reuse(['t'], [3], () => [1, 2, 4], sameArray)).toEqual([1, 2, 4]);
  });

  it('commit drops what the last analysis did not use', () => {
    const slot = new ReuseSlot<object>();
    const a = slot.reuse(['x'], [], () => ({}));
    slot.commit();
    slot.commit();
    expect(slot.reuse(['x'], [], () => ({}))).not.toBe(a);
  });
});

function sameArray(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
