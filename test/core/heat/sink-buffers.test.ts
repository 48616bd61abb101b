import { describe, expect, it } from 'vitest';
import { SinkBuffers } from '../../../src/core/heat/sink-buffers.ts';

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
});
