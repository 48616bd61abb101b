import { describe, expect, it } from 'vitest';
import { ArrayRecycler } from '../../../src/core/views/array-recycler.ts';

/** A retired buffer of `n` ints, dirty, as an analysis leaves it. */
const dirty = (n: number) => new Int32Array(n).fill(7).buffer;

describe('ArrayRecycler', () => {
  it('writes a zeroed array of n over a retired buffer that holds it', () => {
    const r = new ArrayRecycler(0);
    const b = dirty(10);
    r.retire([b]);
    const a = r.int32(6);
    expect([a.buffer === b, a.length, [...a]]).toEqual([true, 6, [0, 0, 0, 0, 0, 0]]);
  });

  it('hands each retired buffer out once', () => {
    const r = new ArrayRecycler(0);
    const b = dirty(4);
    r.retire([b, b]);
    expect([r.int32(4).buffer === b, r.int32(4).buffer === b]).toEqual([true, false]);
  });

  it('takes the smallest buffer that fits', () => {
    const r = new ArrayRecycler(0);
    const [big, small] = [dirty(16), dirty(9)];
    r.retire([big, small]);
    expect(r.int32(8).buffer).toBe(small);
  });

  it.each([
    ['too small', 7, 8, false],
    ['over twice the size', 17, 8, false],
    ['exactly twice the size', 16, 8, true]
  ] as const)('allocates afresh rather than use a buffer %s', (_, size, n, used) => {
    const r = new ArrayRecycler(0);
    const b = dirty(size);
    r.retire([b]);
    expect(r.int32(n).buffer === b).toBe(used);
  });

  it('keeps no buffer under its minimum size, and hands none out for an array under it', () => {
    const r = new ArrayRecycler(64);
    r.retire([dirty(8)]);
    const kept = dirty(32);
    r.retire([kept]);
    expect([r.waiting, r.int32(8).buffer === kept, r.int32(16).buffer === kept]).toEqual([
      1,
      false,
      true
    ]);
  });

  it('keeps at most its maximum of bytes waiting, the newest', () => {
    // Two buffers of 16 bytes fit in 40; of five retired, the last two wait.
    const r = new ArrayRecycler(0, 40);
    const buffers = Array.from({ length: 5 }, () => dirty(4));
    r.retire(buffers);
    const out = Array.from({ length: 3 }, () => r.int32(4).buffer);
    expect([
      out.includes(buffers[2]!),
      out.includes(buffers[3]!),
      out.includes(buffers[4]!)
    ]).toEqual([false, true, true]);
  });

  it('writes a zeroed Float64Array over a retired buffer too', () => {
    const r = new ArrayRecycler(0);
    const b = new Float64Array(6).fill(Math.PI).buffer;
    r.retire([b]);
    const a = r.float64(5);
    expect([a.buffer === b, a.length, [...a]]).toEqual([true, 5, [0, 0, 0, 0, 0]]);
  });

  it('lets every waiting buffer go when cleared', () => {
    const r = new ArrayRecycler(0);
    const b = dirty(8);
    r.retire([b]);
    r.clear();
    expect([r.waiting, r.int32(8).buffer === b]).toEqual([0, false]);
  });
});
