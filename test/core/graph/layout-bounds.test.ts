import { describe, expect, it } from 'vitest';
import { layoutBounds } from '../../../src/core/graph/layout-bounds.ts';

describe('layoutBounds', () => {
  it.each([
    ['no nodes', [], { x0: 0, y0: 0, x1: 0, y1: 0 }],
    [
      'one node, its radius',
      [{ id: 'a', x: 0, y: 0, r: 10 }],
      { x0: -10, y0: -10, x1: 10, y1: 10 }
    ],
    [
      'the widest reach of each node',
      [
        { id: 'a', x: -5, y: 20, r: 30 },
        { id: 'b', x: 100, y: -40, r: 2 }
      ],
      { x0: -35, y0: -42, x1: 102, y1: 50 }
    ]
  ])('%s', (_, nodes, expected) => {
    expect(layoutBounds(nodes)).toEqual(expected);
  });
});
