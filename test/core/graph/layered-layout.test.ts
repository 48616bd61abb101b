import { describe, expect, it } from 'vitest';
import { layeredLayout } from '../../../src/core/graph/layered-layout.ts';
import type { Layout, LayoutRequest } from '../../../src/core/graph/layout-types.ts';

const req = (
  ids: string[],
  edges: [string, string][],
  extra: Partial<LayoutRequest> = {}
): LayoutRequest => ({
  algorithm: 'layered',
  seed: 0,
  nodes: ids.map((id) => ({ id, r: 10 })),
  edges: edges.map(([source, target]) => ({ source, target })),
  ...extra
});
const pos = (l: Layout) => new Map(l.nodes.map((n) => [n.id, n]));

/** Pairs of edges between the same two layers that cross. */
function crossings(l: Layout, edges: [string, string][]): number {
  const p = pos(l);
  let n = 0;
  for (const [a, b] of edges)
    for (const [c, d] of edges) {
      if (a >= c) continue;
      const [pa, pb, pc, pd] = [p.get(a)!, p.get(b)!, p.get(c)!, p.get(d)!];
      if (pa.y !== pc.y || pb.y !== pd.y) continue;
      if ((pa.x - pc.x) * (pb.x - pd.x) < 0) n++;
    }
  return n;
}

describe('layeredLayout', () => {
  it('puts every node a layer below the nodes pointing at it (USER → TODO → METADATA)', () => {
    const edges: [string, string][] = [
      ['USER', 'TODO'],
      ['TODO', 'METADATA'],
      ['USER', 'METADATA']
    ];
    const p = pos(layeredLayout(req(['METADATA', 'TODO', 'USER'], edges)));
    expect(p.get('USER')!.y).toBeLessThan(p.get('TODO')!.y);
    expect(p.get('TODO')!.y).toBeLessThan(p.get('METADATA')!.y);
  });

  it.each([
    [
      'a crossing pair',
      ['a', 'b', 'c', 'd'],
      [
        ['a', 'd'],
        ['b', 'c']
      ]
    ],
    [
      'two interleaved fans',
      ['p', 'q', 'x1', 'y1', 'x2', 'y2'],
      [
        ['p', 'x1'],
        ['q', 'y1'],
        ['p', 'x2'],
        ['q', 'y2']
      ]
    ]
  ] as [string, string[], [string, string][]][])(
    'orders layers to remove crossings: %s',
    (_, ids, edges) => {
      expect(crossings(layeredLayout(req(ids, edges)), edges)).toBe(0);
    }
  );

  it('breaks cycles instead of failing, and still gives two layers', () => {
    const p = pos(
      layeredLayout(
        req(
          ['a', 'b'],
          [
            ['a', 'b'],
            ['b', 'a']
          ]
        )
      )
    );
    expect(p.get('a')!.y).toBeLessThan(p.get('b')!.y);
  });

  it('lays layers to the right when asked, and keeps pinned nodes', () => {
    const right = pos(layeredLayout(req(['a', 'b'], [['a', 'b']], { direction: 'right' })));
    expect(right.get('a')!.x).toBeLessThan(right.get('b')!.x);
    expect(right.get('a')!.y).toBe(right.get('b')!.y);
    const pinned = req(['a', 'b'], [['a', 'b']]);
    const held = layeredLayout({
      ...pinned,
      nodes: [{ id: 'a', r: 10, x: 99, y: 7, pinned: true }, pinned.nodes[1]!]
    });
    expect(held.nodes[0]).toEqual({ id: 'a', x: 99, y: 7, r: 10 });
  });

  it('packs a layer by radius without overlap and centres it', () => {
    const r: LayoutRequest = {
      ...req(
        ['top', 'a', 'b', 'c'],
        [
          ['top', 'a'],
          ['top', 'b'],
          ['top', 'c']
        ]
      ),
      nodes: [
        { id: 'top', r: 10 },
        { id: 'a', r: 30 },
        { id: 'b', r: 5 },
        { id: 'c', r: 20 }
      ]
    };
    const l = layeredLayout(r);
    const row = l.nodes.filter((n) => n.id !== 'top').sort((m, n) => m.x - n.x);
    for (let i = 1; i < row.length; i++)
      expect(row[i]!.x - row[i - 1]!.x).toBeGreaterThanOrEqual(row[i]!.r + row[i - 1]!.r);
    expect(row[0]!.x + row[row.length - 1]!.x).toBeCloseTo(0, 9);
  });

  it('is deterministic and handles a long chain without deep recursion', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `n${i}`);
    const edges = ids.slice(1).map((id, i) => [ids[i]!, id] as [string, string]);
    const a = layeredLayout(req(ids, edges));
    expect(a.nodes[19_999]!.y).toBeGreaterThan(a.nodes[0]!.y);
    expect(layeredLayout(req(ids.slice(0, 50), edges.slice(0, 49)))).toEqual(
      layeredLayout(req(ids.slice(0, 50), edges.slice(0, 49)))
    );
  });
});
