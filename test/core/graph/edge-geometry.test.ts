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
});
