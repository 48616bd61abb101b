import { describe, expect, it } from 'vitest';
import { entityGraph } from '../../../src/core/graph/entity-graph.ts';
import { forceLayout } from '../../../src/core/graph/force-layout.ts';
import { layoutRequest } from '../../../src/core/graph/layout-request.ts';
import type { LayoutRequest } from '../../../src/core/graph/layout-types.ts';
import { analysed } from './graph-fixtures.ts';

function gamingRequest(seed = 7): LayoutRequest {
  const { design, analysis } = analysed('gaming');
  return layoutRequest(entityGraph(design, analysis), { algorithm: 'force', seed });
}

const ring = (n: number): LayoutRequest => ({
  algorithm: 'force',
  seed: 3,
  nodes: Array.from({ length: n }, (_, i) => ({ id: `n${i}`, r: 12 })),
  edges: Array.from({ length: n }, (_, i) => ({ source: `n${i}`, target: `n${(i + 1) % n}` }))
});

describe('forceLayout', () => {
  it('gives exactly the same coordinates for the same design and seed, run after run', () => {
    const first = forceLayout(gamingRequest());
    const again = forceLayout(gamingRequest());
    expect(again).toEqual(first);
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));
    expect(first.nodes.map((n) => n.id)).toEqual(['User', 'Game', 'UserGameMapping']);
  });

  it('gives another picture for another seed', () => {
    expect(forceLayout(gamingRequest(8)).nodes).not.toEqual(forceLayout(gamingRequest(7)).nodes);
  });

  it('converges: finite positions, nodes apart, linked nodes nearer than the ring is wide', () => {
    const layout = forceLayout(ring(30));
    const at = new Map(layout.nodes.map((n) => [n.id, n]));
    const d = (a: string, b: string) =>
      Math.hypot(at.get(a)!.x - at.get(b)!.x, at.get(a)!.y - at.get(b)!.y);
    for (const n of layout.nodes) expect(Number.isFinite(n.x) && Number.isFinite(n.y)).toBe(true);
    for (let i = 0; i < 30; i++)
      for (let j = i + 1; j < 30; j++) expect(d(`n${i}`, `n${j}`)).toBeGreaterThan(20);
    const linked = Array.from({ length: 30 }, (_, i) => d(`n${i}`, `n${(i + 1) % 30}`));
    const across = Array.from({ length: 15 }, (_, i) => d(`n${i}`, `n${i + 15}`));
    expect(Math.max(...linked)).toBeLessThan(Math.min(...across));
  });

  it('keeps pinned nodes exactly where they were dropped, pulling their neighbours there', () => {
    const base = ring(6);
    const pinned: LayoutRequest = {
      ...base,
      nodes: base.nodes.map((n, i) => (i === 0 ? { ...n, x: 500, y: -250, pinned: true } : n))
    };
    const layout = forceLayout(pinned);
    expect(layout.nodes[0]).toEqual({ id: 'n0', x: 500, y: -250, r: 12 });
    expect(layout.nodes[1]!.x).toBeGreaterThan(250);
  });

  it('ignores edges to unknown nodes and self-loops, and lays out an empty graph', () => {
    const r: LayoutRequest = {
      algorithm: 'force',
      seed: 1,
      nodes: [{ id: 'a', r: 10 }],
      edges: [
        { source: 'a', target: 'a' },
        { source: 'a', target: 'missing' }
      ]
    };
    expect(forceLayout(r).nodes).toHaveLength(1);
    expect(forceLayout({ ...r, nodes: [], edges: [] })).toEqual({
      nodes: [],
      bounds: { x0: 0, y0: 0, x1: 0, y1: 0 }
    });
  });

  it('does not modify its request', () => {
    const r = gamingRequest();
    const copy = structuredClone(r);
    forceLayout(r);
    expect(r).toEqual(copy);
  });
});
