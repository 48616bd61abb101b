import { describe, expect, it } from 'vitest';
import { edgeGeometry } from '../../../src/core/graph/edge-geometry.ts';

const at = (id: string, x: number, y: number, r: number) => ({ id, x, y, r });

describe('edgeGeometry', () => {
  it.each([
    ['rim to rim, rightwards', at('a', 0, 0, 10), at('b', 100, 0, 20), 'M10,0L80,0', 50, 0],
    ['rim to rim, diagonal', at('a', 0, 0, 5), at('b', 30, 40, 10), 'M3,4L24,32', 15, 20],
    [
      'a loop above a node joined to itself',
      at('a', 10, 50, 10),
      at('a', 10, 50, 10),
      'M5,40C0,20 20,20 15,40',
      10,
      26
    ],
    ['two nodes on one spot: no NaN', at('a', 1, 1, 4), at('b', 1, 1, 4), 'M1,1L1,1', 1, 1],
    [
      'a node not placed (NaN): zeros',
      at('a', Number.NaN, 0, 4),
      at('b', 10, 0, 4),
      'M0,0L0,0',
      0,
      0
    ]
  ])('%s', (_, s, t, d, labelX, labelY) => {
    expect(edgeGeometry(s, t)).toEqual({ d, labelX, labelY });
  });

  it.each([
    // The curve's middle lies `bend` to the left of the chord (y up is negative): (50, -20).
    [
      'bowed left of a rightward chord',
      at('a', 0, 0, 10),
      at('b', 100, 0, 10),
      20,
      'M7.81,-6.25Q50,-40 92.19,-6.25',
      50,
      -20
    ],
    [
      'bowed right with a negative bend',
      at('a', 0, 0, 10),
      at('b', 100, 0, 10),
      -20,
      'M7.81,6.25Q50,40 92.19,6.25',
      50,
      20
    ],
    [
      'a bend of 0 is the straight line',
      at('a', 0, 0, 10),
      at('b', 100, 0, 20),
      0,
      'M10,0L80,0',
      50,
      0
    ],
    [
      'a NaN bend is the straight line',
      at('a', 0, 0, 10),
      at('b', 100, 0, 20),
      Number.NaN,
      'M10,0L80,0',
      50,
      0
    ]
  ])('%s', (_, s, t, bend, d, labelX, labelY) => {
    expect(edgeGeometry(s, t, bend)).toEqual({ d, labelX, labelY });
  });

  it('starts and ends a bowed edge on the rims, whatever the bend', () => {
    const s = at('a', 3, 4, 10);
    const t = at('b', 80, -30, 15);
    for (const bend of [-60, -13, 5, 26, 90]) {
      const [, sx, sy, , , tx, ty] = edgeGeometry(s, t, bend)
        .d.match(/^M(-?[\d.]+),(-?[\d.]+)Q(-?[\d.]+),(-?[\d.]+) (-?[\d.]+),(-?[\d.]+)$/)!
        .map(Number);
      expect(Math.hypot(sx! - s.x, sy! - s.y)).toBeCloseTo(s.r, 1);
      expect(Math.hypot(tx! - t.x, ty! - t.y)).toBeCloseTo(t.r, 1);
    }
  });
});
