import { describe, expect, it } from 'vitest';
import { SinkBuffers } from '../../../src/core/heat/sink-buffers.ts';
import { ArrayRecycler } from '../../../src/core/views/array-recycler.ts';

/** A recycler holding dirty buffers of these lengths in bytes, as memory touched ahead leaves them. */
function stocked(lengths: readonly number[]) {
  const arrays = new ArrayRecycler(0);
  const buffers = lengths.map((n) => new Uint8Array(n).fill(0xab).buffer);
  arrays.retire(buffers);
  return { arrays, buffers };
}

describe('SinkBuffers', () => {
  it('starts every float at 0 and the reader and writer at -1 (none)', () => {
    const b = SinkBuffers.allocate(3, true);
    expect([...b.f64(0, 3), ...b.f64(7, 3), ...b.i32(5, 3), ...b.i32(6, 3)]).toEqual([
      0, 0, 0, 0, 0, 0, -1, -1, -1, -1, -1, -1
    ]);
  });

  it.each([
    [100, false, 100, false, true],
    [100, false, 25, false, true],
    [100, false, 24, false, false],
    [100, false, 101, false, false],
    [100, false, 50, true, false],
    [100, true, 50, true, true],
    [100, true, 50, false, true]
  ] as const)(
    'buffers for %i collections (growth %s) fit %i (growth %s): %s',
    (made, growth, asked, askedGrowth, fits) => {
      expect(SinkBuffers.allocate(made, growth).fits(asked, askedGrowth)).toBe(fits);
    }
  );

  it('writes over buffers a recycler holds, floats 0 and the reader and writer -1', () => {
    const { arrays, buffers } = stocked([...Array(5).fill(24), 12, 12]);
    const b = SinkBuffers.allocate(3, false, arrays);
    expect([
      b.buffers.every((x) => buffers.includes(x as ArrayBuffer)),
      [0, 1, 2, 3, 4].flatMap((i) => [...b.f64(i, 3)]),
      [...b.i32(5, 3), ...b.i32(6, 3)]
    ]).toEqual([true, Array(15).fill(0), Array(6).fill(-1)]);
  });

  it('fits no more collections than its shortest buffer holds', () => {
    // Floats for 4 collections, the reader's ints for 3 only (the recycler's best fit).
    const { arrays } = stocked([...Array(5).fill(32), 12, 16]);
    const b = SinkBuffers.allocate(3, false, arrays);
    expect([b.fits(3, false), b.fits(4, false)]).toEqual([true, false]);
  });
});
