import { describe, expect, it } from 'vitest';
import type { DrawableGraph } from '../../../src/core/graph/drawable-graph.ts';
import { layoutRequest } from '../../../src/core/graph/layout-request.ts';

const node = (id: string, weight: number) => ({
  id,
  label: id,
  title: id,
  weight,
  metadata: false,
  cluster: false
});
const graph: DrawableGraph = {
  title: 'g',
  nodes: [node('a', 0), node('b', 16), node('c', 10_000)],
  edges: [{ id: 'e', source: 'a', target: 'b', label: '', title: '', dashed: false, weight: 1 }]
};

describe('layoutRequest', () => {
  it('sizes nodes by the square root of their weight, from 12 to 48 pixels', () => {
    const r = layoutRequest(graph, { algorithm: 'force', seed: 1 });
    expect(r.nodes.map((n) => n.r)).toEqual([12, 24, 48]);
    expect(r.edges).toEqual([{ source: 'a', target: 'b' }]);
    expect(r).toMatchObject({ algorithm: 'force', seed: 1 });
  });

  it('pins dragged nodes and starts the others where the previous layout had them', () => {
    const r = layoutRequest(graph, {
      algorithm: 'layered',
      seed: 2,
      direction: 'right',
      pinned: new Map([['a', { x: 1, y: 2 }]]),
      previous: {
        nodes: [{ id: 'b', x: 30, y: 40, r: 24 }],
        bounds: { x0: 0, y0: 0, x1: 0, y1: 0 }
      }
    });
    expect(r.nodes).toEqual([
      { id: 'a', r: 12, x: 1, y: 2, pinned: true },
      { id: 'b', r: 24, x: 30, y: 40 },
      { id: 'c', r: 48 }
    ]);
    expect(r.direction).toBe('right');
  });
});
