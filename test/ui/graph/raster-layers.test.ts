import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rasterLayers } from '../../../src/ui/graph/raster-layers.ts';
import type { Scene, SceneEdge, SceneNode } from '../../../src/ui/graph/graph-scene.ts';

/** Path2D as Node lacks it: records what is drawn into it. */
class FakePath {
  ops: (string | number)[][] = [];
  constructor(d?: string) {
    if (d !== undefined) this.ops.push(['d', d]);
  }
  addPath(p: FakePath): void {
    this.ops.push(...p.ops);
  }
  moveTo(x: number, y: number): void {
    this.ops.push(['M', x, y]);
  }
  lineTo(x: number, y: number): void {
    this.ops.push(['L', x, y]);
  }
  arc(x: number, y: number, r: number): void {
    this.ops.push(['arc', x, y, r]);
  }
  closePath(): void {
    this.ops.push(['Z']);
  }
}

const node = (id: string, x: number, over: Partial<SceneNode> = {}): SceneNode => ({
  id,
  x,
  y: 0,
  r: 10,
  label: id,
  name: id,
  metadata: false,
  cluster: false,
  mark: null,
  lit: false,
  path: false,
  errors: 0,
  warnings: 0,
  ...over
});
const edge = (id: string, d: string, over: Partial<SceneEdge> = {}): SceneEdge => ({
  id,
  source: 'a',
  target: 'b',
  d,
  labelX: 0,
  labelY: 0,
  label: '',
  name: id,
  dashed: false,
  mark: null,
  lit: false,
  path: false,
  ...over
});
const ops = (p: Path2D | undefined) => (p as unknown as FakePath | undefined)?.ops ?? [];

describe('rasterLayers', () => {
  const real = globalThis.Path2D;
  beforeAll(() => {
    (globalThis as { Path2D: unknown }).Path2D = FakePath;
  });
  afterAll(() => {
    (globalThis as { Path2D: unknown }).Path2D = real;
  });

  it('groups edges and nodes by how they are painted, so a frame is a few calls', () => {
    const scene: Scene = {
      labels: false,
      bounds: { x0: 0, y0: 0, x1: 0, y1: 0 },
      nodes: [
        node('a', 0),
        node('b', 100, { metadata: true }),
        node('c', 200, { cluster: true }),
        node('d', 300, { lit: true, metadata: true }),
        node('e', 400, { path: true, lit: true })
      ],
      edges: [
        edge('1', 'M10,0L90,0'),
        edge('2', 'M10,0L90,0', { dashed: true }),
        edge('3', 'M110,0L190,0', { lit: true }),
        edge('4', 'M210,0Q250,-40 290,0', { path: true, lit: true })
      ]
    };
    const layers = rasterLayers(scene);
    expect([...layers.edges.keys()].sort()).toEqual(['dashed', 'lit', 'path', 'plain']);
    expect(ops(layers.edges.get('plain'))).toEqual([['d', 'M10,0L90,0']]);
    expect(ops(layers.edges.get('path'))).toEqual([['d', 'M210,0Q250,-40 290,0']]);
    // Dashed edges' arrows are filled like plain ones.
    expect([...layers.arrows.keys()].sort()).toEqual(['lit', 'path', 'plain']);
    expect(ops(layers.arrows.get('plain')).filter((o) => o[0] === 'M')).toEqual([
      ['M', 90, 0],
      ['M', 90, 0]
    ]);
    expect([...layers.nodes.keys()].sort()).toEqual([
      'cluster',
      'lit',
      'metadata',
      'path',
      'plain'
    ]);
    expect(ops(layers.nodes.get('lit')).filter((o) => o[0] === 'arc')).toEqual([
      ['arc', 300, 0, 10]
    ]);
    expect(ops(layers.rings).filter((o) => o[0] === 'arc')).toEqual([
      ['arc', 100, 0, 6],
      ['arc', 300, 0, 6]
    ]);
    expect(ops(layers.clusterRings).filter((o) => o[0] === 'arc')).toEqual([['arc', 200, 0, 14]]);
  });

  it("points each arrow along its path's last segment, tip on the target's rim", () => {
    const layers = rasterLayers({
      labels: false,
      bounds: { x0: 0, y0: 0, x1: 0, y1: 0 },
      nodes: [],
      edges: [edge('q', 'M0,0Q50,-50 100,0'), edge('c', 'M5,40C0,20 20,20 15,40')]
    });
    const arrow = ops(layers.arrows.get('plain'));
    const [tip, left, right] = arrow.slice(0, 3) as [
      [string, number, number],
      [string, number, number],
      [string, number, number]
    ];
    expect(tip).toEqual(['M', 100, 0]);
    // Coming down from the control point (50,-50): the barbs lie up and to the left.
    expect(left[1]).toBeLessThan(100);
    expect(right[1]).toBeLessThan(100);
    expect(left[2] + right[2]).toBeLessThan(0);
    expect(arrow[4]).toEqual(['M', 15, 40]);
  });
});
